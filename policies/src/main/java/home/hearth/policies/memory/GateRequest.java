package home.hearth.policies.memory;

import home.hearth.policies.Principal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * All the facts the entry gate decides on. The gate does no I/O: the caller gathers these.
 *
 * @param principal who writes
 * @param candidate what they want stored
 * @param neighbours the closest existing memories the writer may see in that scope, best first
 * @param dialogue the dialogue an INFERRED candidate came from (empty otherwise), for grounding
 * @param inferredToday how many inferred memories this member already has today (quota)
 * @param confirmed whether the owner already confirmed this exact write: they created it on a page or
 *     through the API themselves, or said yes to the hub's "shall I remember …?". An unconfirmed
 *     voice "remember that …" gets {@link GateDecision.Confirm}; the hub asks, then screens again
 *     with source CONFIRMED and {@code confirmed = true}.
 * @param now the clock
 */
public record GateRequest(
        Principal principal,
        Candidate candidate,
        List<Neighbour> neighbours,
        String dialogue,
        int inferredToday,
        boolean confirmed,
        Instant now) {
    public GateRequest {
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(candidate, "candidate");
        neighbours = List.copyOf(neighbours);
        dialogue = dialogue == null ? "" : dialogue;
        Objects.requireNonNull(now, "now");
    }
}
