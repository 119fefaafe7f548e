package home.hearth.hub.memory.values;

import home.hearth.policies.MemberId;
import home.hearth.policies.memory.Candidate;
import java.util.Objects;
import java.util.Optional;

/**
 * What a caller asks to remember.
 *
 * @param candidate text, kind, source, scope and (for structured) the raw key, value and unit
 * @param why the utterance or message id, or the page action ({@code page:create}, {@code api:create})
 * @param details validity, importance and the kind-specific extras
 * @param about the member it is about, when that is not the writer
 * @param confirmed whether the owner already confirmed this write (a page or API create is)
 * @param dialogue the dialogue an INFERRED candidate came from, for the gate's grounding check; empty otherwise
 */
public record MemoryDraft(
        Candidate candidate, String why, DraftDetails details, Optional<MemberId> about, boolean confirmed, String dialogue) {
    public MemoryDraft {
        Objects.requireNonNull(candidate, "candidate");
        why = why == null ? "" : why;
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(about, "about");
        dialogue = dialogue == null ? "" : dialogue;
    }

    /** A draft that did not come from a dialogue. */
    public MemoryDraft(Candidate candidate, String why, DraftDetails details, Optional<MemberId> about, boolean confirmed) {
        this(candidate, why, details, about, confirmed, "");
    }

    public static MemoryDraft confirmed(Candidate candidate, String why) {
        return new MemoryDraft(candidate, why, DraftDetails.NONE, Optional.empty(), true);
    }

    public MemoryDraft withCandidate(Candidate newCandidate, boolean nowConfirmed) {
        return new MemoryDraft(newCandidate, why, details, about, nowConfirmed, dialogue);
    }
}
