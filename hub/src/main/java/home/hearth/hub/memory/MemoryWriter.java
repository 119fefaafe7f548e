package home.hearth.hub.memory;

import home.hearth.hub.memory.internal.Indexing;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.Neighbour;
import home.hearth.policies.memory.ReadAccess;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes memories, always through the entry gate: Accept stores, Supersede stores and retires
 * the old one (its history kept), Reinforce strengthens the existing one, Confirm keeps a pending
 * write until its owner says yes, Refuse stores nothing. Every outcome leaves a content-free
 * audit event.
 */
public final class MemoryWriter {
    private static final Logger LOG = LoggerFactory.getLogger(MemoryWriter.class);
    private final MemoryParts parts;
    private final EntryGate gate;
    private final ReadRule readRule;
    private final PendingStore pending;
    private final Duration pendingTtl;
    private final Neighbours neighbours;

    public MemoryWriter(MemoryParts parts, EntryGate gate, ReadRule readRule, PendingStore pending, Duration pendingTtl) {
        this.parts = parts;
        this.gate = gate;
        this.readRule = readRule;
        this.pending = pending;
        this.pendingTtl = pendingTtl;
        this.neighbours = new Neighbours(parts);
    }

    /** Screens {@code draft} for {@code writer} and does what the gate decided. */
    public WriteOutcome create(Principal writer, MemoryDraft draft) {
        MemberId member = Access.member(writer);
        Drafts.check(member, draft);
        Instant now = parts.clock().instant();
        Candidate c = draft.candidate();
        float[] vector = parts.embedder().embed(c.text());
        ReadAccess access = readRule.readAccess(writer);
        List<Neighbour> near = neighbours.near(access, c.scope(), c.text(), vector, Optional.empty());
        int inferred = parts.store().inferredSince(member, now.truncatedTo(ChronoUnit.DAYS));
        GateDecision d = gate.screen(new GateRequest(writer, c, near, "", inferred, draft.confirmed(), now));
        return switch (d) {
            case GateDecision.Accept a -> store(member, draft,
                    new Drafts.Screened(a.category(), a.sensitive(), a.fact()), Optional.empty(), a.reason());
            case GateDecision.Supersede s -> store(member, draft,
                    new Drafts.Screened(s.category(), s.sensitive(), s.fact()), Optional.of(s.existingId()), s.reason());
            case GateDecision.Reinforce r -> reinforce(member, access, r);
            case GateDecision.Confirm f -> pend(member, draft, f, now);
            case GateDecision.Refuse r -> refuse(member, r);
        };
    }

    /** The owner's yes to a pending write: screened again as CONFIRMED. Others' ids are not found. */
    public WriteOutcome confirm(Principal writer, String pendingId) {
        MemberId member = Access.member(writer);
        MemoryDraft draft = pending.take(pendingId, member, parts.clock().instant())
                .orElseThrow(() -> new MemoryProblem(MemoryProblem.Kind.NOT_FOUND,
                        "Pending memory " + pendingId + " not found (it may have expired)."));
        Candidate c = draft.candidate();
        Candidate yes = new Candidate(c.text(), c.kind(), MemorySource.CONFIRMED, c.scope(), c.fact());
        audit(member, "memory.consent", pendingId, "ok", "the owner confirmed a pending memory");
        return create(writer, draft.withCandidate(yes, true));
    }

    private WriteOutcome store(MemberId member, MemoryDraft draft, Drafts.Screened s, Optional<String> replaces,
            String reason) {
        Instant now = parts.clock().instant();
        Memory m = Drafts.build(Drafts.newId("m-"), member, draft, s, now);
        float[] vector = parts.embedder().embed(m.text());
        parts.store().insert(m, vector, parts.embedder().name());
        Indexing.sync(parts.index(), m, vector);
        Optional<String> replaced = replaces.flatMap(old -> retire(member, old, m.id(), now));
        audit(member, "memory.create", m.id(), "ok", replaced.isPresent() ? "superseded an older memory" : "stored");
        LOG.debug("Stored memory {} ({}, {})", m.id(), m.content().kind().wireName(), m.scope().type().wireName());
        return new WriteOutcome.Stored(m, replaced, reason);
    }

    private Optional<String> retire(MemberId member, String oldId, String newId, Instant now) {
        Optional<Memory> old = parts.store().find(oldId).filter(o -> o.isOwnedBy(member)
                && o.lifecycle().status() == MemoryStatus.ACTIVE);
        old.ifPresent(o -> {
            MemoryLifecycle l = o.lifecycle();
            Memory retired = o.withLifecycle(new MemoryLifecycle(MemoryStatus.SUPERSEDED, l.version() + 1,
                    l.validity(), l.session(), l.expiresAt(), Optional.of(newId)));
            parts.store().update(retired, Optional.empty(), parts.embedder().name(),
                    new MemoryVersion.Change(now, member.value(), "superseded by " + newId));
            parts.index().delete(oldId);
        });
        return old.map(Memory::id);
    }

    private WriteOutcome reinforce(MemberId member, ReadAccess access, GateDecision.Reinforce r) {
        Optional<Memory> existing = parts.store().find(r.existingId())
                .filter(m -> home.hearth.hub.memory.internal.Visibility.canSee(access, m));
        if (existing.isEmpty()) {
            audit(member, "memory.create", "", "refused", "a near-duplicate was named but is not visible");
            return new WriteOutcome.Refused(home.hearth.policies.memory.GateStep.REDUNDANCY, r.reason());
        }
        parts.usage().reinforced(r.existingId());
        audit(member, "memory.reinforce", r.existingId(), "ok", "a near-duplicate was written again");
        return new WriteOutcome.Reinforced(parts.store().find(r.existingId()).orElseThrow(), r.reason());
    }

    private WriteOutcome pend(MemberId member, MemoryDraft draft, GateDecision.Confirm f, Instant now) {
        String id = Drafts.newId("p-");
        Instant expires = now.plus(pendingTtl);
        pending.save(id, member, draft, f.prompt(), now, expires);
        audit(member, "memory.create", id, "pending", "waiting for the owner's confirmation");
        return new WriteOutcome.Pending(id, f.prompt(), expires, f.reason());
    }

    private WriteOutcome refuse(MemberId member, GateDecision.Refuse r) {
        audit(member, "memory.refuse", "", "refused", "entry gate step " + r.step().name().toLowerCase());
        return new WriteOutcome.Refused(r.step(), r.reason());
    }

    private void audit(MemberId member, String action, String target, String outcome, String reason) {
        parts.audit().record(new AuditEvent(parts.clock().instant(), member.value(), action, target, outcome, reason));
    }
}
