package home.hearth.policies.memory;

import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.Objects;

/**
 * A "shall I remember …?" question waiting for its owner's yes. It expires: a yes after
 * {@code expiresAt} saves nothing, and the hub asks again.
 *
 * @param owner who was asked
 * @param candidate what will be saved on a yes (screened again with source CONFIRMED and confirmed=true)
 * @param prompt the question that was asked
 * @param expiresAt when the question lapses
 */
public record PendingConfirmation(MemberId owner, Candidate candidate, String prompt, Instant expiresAt) {
    public PendingConfirmation {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(prompt, "prompt");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }

    /** True once {@code now} is at or after {@code expiresAt}. */
    public boolean expired(Instant now) {
        return !now.isBefore(expiresAt);
    }

    /** The candidate as it is screened again after a timely yes. */
    public Candidate confirmedCandidate() {
        return new Candidate(candidate.text(), candidate.kind(),
                candidate.source() == MemorySource.INFERRED ? MemorySource.INFERRED : MemorySource.CONFIRMED,
                candidate.scope(), candidate.fact());
    }
}
