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
 * @param now the clock
 */
public record GateRequest(
        Principal principal, Candidate candidate, List<Neighbour> neighbours, String dialogue, int inferredToday, Instant now) {
    public GateRequest {
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(candidate, "candidate");
        neighbours = List.copyOf(neighbours);
        dialogue = dialogue == null ? "" : dialogue;
        Objects.requireNonNull(now, "now");
    }
}
