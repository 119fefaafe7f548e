package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryContent;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryOwnership;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.MemberId;
import home.hearth.policies.ScopeType;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.NormalisedFact;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;

/** Checks drafts before the gate, and turns an accepted draft into a new {@link Memory}. */
final class Drafts {
    private static final SecureRandom RANDOM = new SecureRandom();

    /** What the gate decided about content: category, sensitivity and the normalised fact. */
    record Screened(String category, boolean sensitive, Optional<NormalisedFact> fact) {}

    private Drafts() {}

    static String newId(String prefix) {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return prefix + HexFormat.of().formatHex(b);
    }

    /** Rules the gate does not own: whose user scope, summary evidence. */
    static void check(MemberId writer, MemoryDraft draft) {
        Candidate c = draft.candidate();
        MemoryProblem.checkText(c.text());
        if (c.scope().type() == ScopeType.USER && !c.scope().id().equals(writer.value())) {
            throw MemoryProblem.forbidden("You can only write memories to your own user scope (scope 'user').");
        }
        if (c.kind() == MemoryKind.SUMMARY && draft.details().links().isEmpty()) {
            throw MemoryProblem.invalid("A summary must link to the memories or messages it summarises (links).");
        }
        if (c.kind() != MemoryKind.WORKING && draft.details().working().isPresent()) {
            throw MemoryProblem.invalid("Only a working memory takes a session or ttl, got kind " + c.kind().wireName());
        }
    }

    /** The gate's normalised fact; a structured memory cannot be stored without one. */
    static Optional<NormalisedFact> fact(Candidate c, Optional<NormalisedFact> fromGate) {
        if (c.fact().isPresent() && fromGate.isEmpty()) {
            throw new IllegalStateException("the entry gate passed a structured memory without normalising its value");
        }
        return c.fact().isPresent() ? fromGate : Optional.empty();
    }

    static Memory build(String id, MemberId writer, MemoryDraft d, Screened s, Instant now, Duration workingTtl) {
        Candidate c = d.candidate();
        Optional<NormalisedFact> fact = fact(c, s.fact());
        String text = fact.map(NormalisedFact::display).orElse(c.text().strip());
        MemoryContent content = new MemoryContent(c.kind(), text, fact, s.category(), s.sensitive(),
                d.details().happenedAt());
        // Putting it in a shared scope on a page, through the API or with a spoken yes is the owner's consent.
        boolean ownersChoice = d.confirmed() || c.source() == MemorySource.EXPLICIT || c.source() == MemorySource.CONFIRMED;
        ConsentState consent = c.scope().isShared() && ownersChoice ? ConsentState.GRANTED : ConsentState.NOT_NEEDED;
        // A shared memory about another member waits for their consent before others see it.
        boolean aboutOther = c.scope().isShared() && d.about().filter(a -> !a.equals(writer)).isPresent();
        MemoryOwnership own = new MemoryOwnership(c.scope(), Optional.of(writer), d.about(), consent,
                aboutOther ? ConsentState.PENDING : ConsentState.NOT_NEEDED);
        MemoryProvenance from = new MemoryProvenance(c.source(), now, writer.value(), d.why(),
                d.details().evidence(), d.details().links());
        return new Memory(id, content, own, from, lifecycle(c.kind(), d, now, workingTtl),
                MemoryStats.fresh(d.details().importance()));
    }

    private static MemoryLifecycle lifecycle(MemoryKind kind, MemoryDraft d, Instant now, Duration workingTtl) {
        Optional<Instant> expires = kind != MemoryKind.WORKING ? Optional.empty()
                : Optional.of(now.plus(d.details().working().map(DraftDetails.WorkingTerm::ttl)
                        .orElse(workingTtl)));
        Optional<String> session = d.details().working().flatMap(DraftDetails.WorkingTerm::session);
        return new MemoryLifecycle(MemoryStatus.ACTIVE, 1, d.details().validity(), session, expires, Optional.empty());
    }
}
