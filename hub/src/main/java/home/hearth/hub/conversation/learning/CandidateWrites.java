package home.hearth.hub.conversation.learning;

import home.hearth.hub.conversation.extraction.ExtractedMemory;
import home.hearth.hub.conversation.extraction.ExtractionTurn;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemorySource;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes an extracted candidate through the memory service's ordinary write path, so the entry gate
 * decides as for every write: as {@code inferred}, by the member whose turns the batch holds, in that
 * member's own scope (or the household's, which the gate asks the member to consent to), with only
 * the member's own messages it rests on as the dialogue the gate checks it against. Refusals are
 * counted and never stored.
 */
public final class CandidateWrites {
    private static final Logger LOG = LoggerFactory.getLogger(CandidateWrites.class);
    private final MemoryService memories;
    private final LearningStats stats;

    public CandidateWrites(MemoryService memories, LearningStats stats) {
        this.memories = memories;
        this.stats = stats;
    }

    /** When the member last forgot all their memories: turns heard before then are not extracted. */
    Optional<Instant> forgotAllAt(MemberId member) {
        return memories.editor().forgotAllAt(member);
    }

    void write(Principal member, String session, ExtractedMemory m, List<ExtractionTurn> batch) {
        stats.candidates.increment();
        MemberId owner = member.member().orElseThrow();
        Scope scope = m.scope() == ScopeType.USER ? Scope.user(owner) : Scope.HOUSEHOLD;
        String dialogue = m.evidence().stream().map(batch::get).filter(ExtractionTurn::fromMember)
                .map(ExtractionTurn::text).collect(Collectors.joining("\n"));
        try {
            Candidate c = new Candidate(m.text(), m.kind(), MemorySource.INFERRED, scope, m.fact());
            MemoryDraft draft = new MemoryDraft(c, MemoryProvenance.EXTRACTION_WHY + session, DraftDetails.NONE, Optional.empty(), false,
                    dialogue);
            switch (memories.writer().create(member, draft)) {
                case WriteOutcome.Stored s -> stats.stored.increment();
                case WriteOutcome.Reinforced r -> stats.stored.increment();
                case WriteOutcome.Pending p -> stats.asked.increment();
                case WriteOutcome.Refused r -> {
                    stats.refused.increment();
                    LOG.info("An extracted candidate of session {} was refused by the entry gate at {}", session, r.step());
                }
            }
        } catch (RuntimeException e) {
            stats.refused.increment();
            LOG.info("An extracted candidate of session {} could not be written: {}", session, e.getClass().getSimpleName());
        }
    }
}
