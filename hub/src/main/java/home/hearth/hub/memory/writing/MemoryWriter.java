package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.hub.memory.internal.Indexing;
import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.reading.MemoryLookup;
import home.hearth.hub.memory.reading.ReadRule;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.PendingWrite;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.audit.AuditEvents;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.Neighbour;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes memories, always through the entry gate: Accept stores, Supersede stores and retires
 * the old one (its history kept), Reinforce strengthens the existing one, Confirm keeps a pending
 * write until its owner says yes, Refuse stores nothing. Every outcome leaves a content-free
 * audit event; each committed change is then told to the
 * {@link home.hearth.hub.memory.changes.MemoryChanges} listeners with the memory's kind.
 */
public final class MemoryWriter {
    private static final Logger LOG = LoggerFactory.getLogger(MemoryWriter.class);
    private static final Pattern MEMORY_LINK = Pattern.compile("(?:memory:)?(m-[0-9a-f]{32})");
    private final MemoryBackends backends;
    private final EntryGate gate;
    private final ReadRule readRule;
    private final PendingStore pending;
    private final MemoryTerms terms;
    private final Neighbours neighbours;

    public MemoryWriter(MemoryBackends backends, EntryGate gate, ReadRule readRule, PendingStore pending, MemoryTerms terms) {
        this.backends = backends;
        this.gate = gate;
        this.readRule = readRule;
        this.pending = pending;
        this.terms = terms;
        this.neighbours = new Neighbours(backends);
    }

    /** Screens {@code draft} for {@code writer} and does what the gate decided. */
    public WriteOutcome create(Principal writer, MemoryDraft draft) {
        return screenAndStore(writer, draft, Optional.empty());
    }

    /**
     * Like {@link #create}, for a draft meant to take the place of the writer's own active memory
     * {@code oldId} (a rewritten profile): the old one is not a near-duplicate the new one could only
     * reinforce, and when the new one is stored the old one is retired in the same transaction. When
     * the gate stores nothing, the old one stays as it was, so a crash or a refusal never loses both.
     */
    public WriteOutcome replace(Principal writer, String oldId, MemoryDraft draft) {
        return screenAndStore(writer, draft, Optional.of(oldId));
    }

    private WriteOutcome screenAndStore(Principal writer, MemoryDraft draft, Optional<String> replacing) {
        MemberId member = MemoryLookup.member(writer);
        Drafts.check(member, draft);
        Candidate c = draft.candidate();
        ReadAccess access = readRule.readAccess(writer);
        Optional<GateDecision.Refuse> field = FreeTextFields.screen(draft, link -> visibleMemory(access, link));
        if (field.isPresent()) {
            return refuse(writer, c, field.get());
        }
        Instant now = backends.clock().instant();
        float[] vector = backends.embedder().embed(c.text());
        List<Neighbour> near = neighbours.near(access, c.scope(), c.kind(), c.text(), vector, replacing);
        int inferred = backends.store().inferredSince(member, now.truncatedTo(ChronoUnit.DAYS));
        GateDecision d = gate.screen(new GateRequest(writer, c, near, draft.dialogue(), inferred, draft.confirmed(), now));
        return switch (d) {
            case GateDecision.Accept a -> store(writer, draft, new Drafts.Screened(a.category(), a.sensitive(), a.fact()),
                    vector, replacing.stream().toList(), a.reason());
            case GateDecision.Supersede s -> store(writer, draft, new Drafts.Screened(s.category(), s.sensitive(), s.fact()),
                    vector, Stream.concat(Stream.of(s.existingId()), replacing.stream()).distinct().toList(), s.reason());
            case GateDecision.Reinforce r -> reinforce(writer, access, r);
            case GateDecision.Confirm f -> pend(writer, draft, f, now);
            case GateDecision.Refuse r -> refuse(writer, c, r);
        };
    }

    /** Whether {@code link} is a memory id ({@code m-…} or {@code memory:m-…}) of a memory the writer can see. */
    private boolean visibleMemory(ReadAccess access, String link) {
        return linkedMemory(link).flatMap(id -> backends.store().find(id)).filter(found -> Visibility.canSee(access, found))
                .isPresent();
    }

    /** The memory id a link names ({@code m-…} or {@code memory:m-…}); empty for a link to anything else. */
    private static Optional<String> linkedMemory(String link) {
        Matcher m = MEMORY_LINK.matcher(link);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /**
     * The owner's yes to a pending write: screened again as confirmed (source CONFIRMED; an inferred
     * memory stays INFERRED). Others' ids, and expired ones, are not found.
     */
    public WriteOutcome confirm(Principal writer, String pendingId) {
        MemberId member = MemoryLookup.member(writer);
        MemoryDraft draft = pending.take(pendingId, member, backends.clock().instant())
                .orElseThrow(() -> new MemoryProblem(MemoryProblem.Kind.NOT_FOUND,
                        "Pending memory " + pendingId + " not found (it may have expired)."));
        Candidate c = draft.candidate();
        MemorySource source = c.source() == MemorySource.INFERRED ? MemorySource.INFERRED : MemorySource.CONFIRMED;
        Candidate yes = new Candidate(c.text(), c.kind(), source, c.scope(), c.fact());
        WriteOutcome out = create(writer, draft.withCandidate(yes, true));
        if (out instanceof WriteOutcome.Stored s && s.memory().scope().isShared()) {
            backends.audit().record(AuditEvents.consentChanged(backends.clock().instant(), writer, s.memory().id(),
                    ConsentState.PENDING, s.memory().ownership().consent()));
            backends.changes().committed(s.memory().id(), s.memory().content().kind(), Change.CONSENT_CHANGED);
        }
        return out;
    }

    /** The caller's own writes still waiting for their yes; nobody else's, ever. */
    public List<PendingWrite> pending(Principal owner) {
        return pending.listFor(MemoryLookup.member(owner), backends.clock().instant());
    }

    /** The owner's no to a pending write: it is deleted, and nothing is stored. */
    public void discard(Principal owner, String pendingId) {
        if (!pending.discard(pendingId, MemoryLookup.member(owner))) {
            throw new MemoryProblem(MemoryProblem.Kind.NOT_FOUND, "Pending memory " + pendingId + " not found (it may have expired).");
        }
        backends.audit().record(AuditEvents.memoryPendingDiscarded(backends.clock().instant(), owner, pendingId));
    }

    private WriteOutcome store(Principal writer, MemoryDraft draft, Drafts.Screened s, float[] candidateVector,
            List<String> replaces, String reason) {
        Instant now = backends.clock().instant();
        MemberId member = MemoryLookup.member(writer);
        Memory m = Drafts.build(Drafts.newId("m-"), member, draft, s, now, terms.workingTtl());
        // A structured fact is stored in its normalised form, which reads differently from what was said.
        float[] vector = m.text().equals(draft.candidate().text()) ? candidateVector : backends.embedder().embed(m.text());
        // The memory, its audit line and the retirement of what it replaces commit together.
        List<Memory> replaced = backends.store().together("store a memory", () -> {
            backends.store().insert(m, vector, backends.embedder().name());
            sourcesStillThere(m);
            backends.audit().record(AuditEvents.memoryCreated(now, writer, m.id(), m.scope(),
                    s.category().isBlank() ? "note" : s.category()));
            return replaces.stream().flatMap(old -> retire(writer, old, m.id(), now).stream()).toList();
        });
        Indexing.sync(backends.index(), m, vector);
        replaced.forEach(old -> {
            backends.index().delete(old.id());
            backends.usage().forget(old.id());
        });
        LOG.debug("Stored memory {} ({}, {})", m.id(), m.content().kind().wireName(), m.scope().type().wireName());
        backends.changes().committed(m.id(), m.content().kind(), Change.CREATED);
        replaced.forEach(old -> backends.changes().committed(old.id(), old.content().kind(), Change.SUPERSEDED));
        return new WriteOutcome.Stored(m, replaced.stream().findFirst().map(Memory::id), reason);
    }

    /**
     * Inside the store's transaction, after its insert holds the write lock: every memory a summary
     * links to is still there. A source deleted while the summary was being made (a consolidation
     * waits seconds on the model) would otherwise live on in it; deleted after this commits, the
     * summary goes with it ({@link home.hearth.hub.memory.persistence.RestingSummaries}).
     */
    private void sourcesStillThere(Memory m) {
        for (String link : m.provenance().links()) {
            Optional<String> source = linkedMemory(link).filter(id -> backends.store().find(id).isEmpty());
            if (source.isPresent()) {
                throw MemoryProblem.conflict("Memory " + source.get() + " this summary rests on was deleted meanwhile;"
                        + " nothing was stored.");
            }
        }
    }

    /** Retires the writer's own active memory {@code oldId}, inside the caller's transaction; answers it as it was. */
    private Optional<Memory> retire(Principal writer, String oldId, String newId, Instant now) {
        MemberId member = MemoryLookup.member(writer);
        Optional<Memory> old = backends.store().find(oldId).filter(o -> o.isOwnedBy(member)
                && o.lifecycle().status() == MemoryStatus.ACTIVE);
        old.ifPresent(o -> {
            MemoryLifecycle l = o.lifecycle();
            Memory retired = o.withLifecycle(new MemoryLifecycle(MemoryStatus.SUPERSEDED, l.version() + 1,
                    l.validity(), l.session(), l.expiresAt(), Optional.of(newId)));
            backends.store().update(retired, Optional.empty(), backends.embedder().name(),
                    new MemoryVersion.Change(now, member.value(), "superseded by " + newId));
            backends.audit().record(AuditEvents.memorySuperseded(now, writer, oldId, newId));
        });
        return old;
    }

    private WriteOutcome reinforce(Principal writer, ReadAccess access, GateDecision.Reinforce r) {
        Optional<Memory> existing = backends.store().find(r.existingId())
                .filter(m -> Visibility.canSee(access, m));
        if (existing.isEmpty()) {
            throw new IllegalStateException("the entry gate named a near-duplicate the writer cannot see");
        }
        backends.usage().reinforced(r.existingId());
        backends.audit().record(AuditEvents.memoryReinforced(backends.clock().instant(), writer, r.existingId()));
        backends.changes().committed(r.existingId(), existing.get().content().kind(), Change.REINFORCED);
        return new WriteOutcome.Reinforced(backends.store().find(r.existingId()).orElseThrow(), r.reason());
    }

    private WriteOutcome pend(Principal writer, MemoryDraft draft, GateDecision.Confirm f, Instant now) {
        String id = Drafts.newId("p-");
        Instant expires = now.plus(terms.pendingTtl());
        pending.save(id, MemoryLookup.member(writer), draft, f.prompt(), now, expires);
        backends.audit().record(AuditEvents.memoryPending(now, writer, draft.candidate().scope(), f.possibleSecret()));
        return new WriteOutcome.Pending(id, f.prompt(), expires, f.reason());
    }

    private WriteOutcome refuse(Principal writer, Candidate c, GateDecision.Refuse r) {
        backends.audit().record(AuditEvents.memoryRefused(backends.clock().instant(), writer, c.scope(), r.step()));
        return new WriteOutcome.Refused(r.step(), r.reason());
    }
}
