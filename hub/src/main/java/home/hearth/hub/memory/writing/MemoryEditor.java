package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.hub.memory.internal.Indexing;
import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.reading.MemoryLookup;
import home.hearth.hub.memory.reading.ReadRule;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.persistence.RestingSummaries;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryContent;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryOwnership;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryStats;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditEvents;
import home.hearth.policies.audit.DeletionCause;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.MemoryEntryGate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.NormalisedFact;
import home.hearth.policies.memory.ReadAccess;
import home.hearth.policies.memory.StructuredFact;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Changes and deletes memories. An edit goes through the entry gate like a write and makes a new
 * version (the previous value stays in the history) and re-indexes; a delete removes the row,
 * history and embedding for real and takes it out of the index at once. Each committed change is
 * then told to the {@link home.hearth.hub.memory.changes.MemoryChanges} listeners with its kind.
 */
public final class MemoryEditor {
    private final MemoryBackends backends;
    private final EntryGate gate;
    private final ReadRule readRule;
    private final PendingStore pending;
    private final Neighbours neighbours;
    /** When each member last forgot all their memories (since this start): nothing heard before is learned from. */
    private final Map<MemberId, Instant> forgotAll = new ConcurrentHashMap<>();

    public MemoryEditor(MemoryBackends backends, EntryGate gate, ReadRule readRule, PendingStore pending) {
        this.backends = backends;
        this.gate = gate;
        this.readRule = readRule;
        this.pending = pending;
        this.neighbours = new Neighbours(backends);
    }

    /**
     * Applies {@code edit}: {@link WriteOutcome.Stored} with the new version, or Refused by the gate. A text the gate
     * would ask about as a possible code is refused (step SECRET): an edit has no question to answer.
     */
    public WriteOutcome edit(Principal p, String id, MemoryEdit edit) {
        ReadAccess access = readRule.readAccess(p);
        Memory m = MemoryLookup.changeable(backends, access, p, id);
        Candidate c = candidate(m, edit);
        MemoryProblem.checkText(c.text());
        Optional<GateDecision.Refuse> field = FreeTextFields.screen(edit);
        if (field.isPresent()) {
            backends.audit().record(AuditEvents.memoryRefused(backends.clock().instant(), p, m.scope(), field.get().step()));
            return new WriteOutcome.Refused(field.get().step(), field.get().reason());
        }
        float[] vector = backends.embedder().embed(c.text());
        Instant now = backends.clock().instant();
        var near = neighbours.near(access, m.scope(), c.kind(), c.text(), vector, Optional.of(id));
        GateDecision d = gate.screen(new GateRequest(p, c, near, "", 0, true, now));
        if (d instanceof GateDecision.Reinforce) {
            // A near-duplicate of another memory stops the gate before it marks anything; the edit is stored all the
            // same, so it is screened again as a fresh write of its text with nothing near, to be marked like one.
            d = gate.screen(new GateRequest(p, c, List.of(), "", 0, true, now));
        }
        // An edit is screened as confirmed: a question about a possible code has nobody to answer it here.
        if (d instanceof GateDecision.Confirm q && q.possibleSecret()) {
            d = MemoryEntryGate.editIntoPossibleSecret(c.text());
        }
        if (d instanceof GateDecision.Refuse r) {
            backends.audit().record(AuditEvents.memoryRefused(now, p, m.scope(), r.step()));
            return new WriteOutcome.Refused(r.step(), r.reason());
        }
        Memory edited = ownersWord(p, m, apply(m, c, edit, screened(d)));
        boolean newText = !edited.text().equals(m.text());
        Memory changed = newText ? aboutAgain(p, edited) : edited;
        boolean askedAgain = changed.ownership().aboutConsent() != m.ownership().aboutConsent();
        float[] stored = newText ? backends.embedder().embed(changed.text()) : backends.store().vector(id).orElse(vector);
        // A summary holds the words it was made from: new words here, and it goes (made again from what is left).
        Set<String> summaries = backends.store().together("change a memory", () -> {
            Set<String> resting = newText ? RestingSummaries.deleteWithin(backends, id, AuditEvents.actor(p)) : Set.of();
            backends.store().update(changed, newText ? Optional.of(stored) : Optional.empty(), backends.embedder().name(),
                    new MemoryVersion.Change(now, MemoryLookup.member(p).value(), edit.why()));
            audit(p, "memory.edit", id, "ok", "version " + changed.lifecycle().version());
            if (askedAgain) {
                backends.audit().record(AuditEvents.consentChanged(now, p, id, m.ownership().aboutConsent(),
                        changed.ownership().aboutConsent()));
            }
            return resting;
        });
        Indexing.sync(backends.index(), changed, stored);
        backends.usage().forget(id);
        backends.changes().committed(id, changed.content().kind(), Change.UPDATED);
        RestingSummaries.forget(backends, summaries);
        return new WriteOutcome.Stored(changed, Optional.empty(), d.reason());
    }

    /**
     * Deletes one memory for real, and in the same transaction every summary resting on it
     * ({@link RestingSummaries}): what a member erases does not live on in their profile.
     */
    public void delete(Principal p, String id) {
        Memory m = MemoryLookup.changeable(backends, readRule.readAccess(p), p, id);
        DeletionCause cause = p.member().filter(m::isOwnedBy).isPresent() ? DeletionCause.OWNER_REQUEST : DeletionCause.ADMIN;
        Set<String> summaries = backends.store().together("delete a memory", () -> {
            Set<String> resting = RestingSummaries.deleteWithin(backends, id, AuditEvents.actor(p));
            backends.store().delete(id);
            backends.audit().record(AuditEvents.memoryDeleted(backends.clock().instant(), p, id, cause));
            return resting;
        });
        backends.letGo(id, m.content().kind(), Change.DELETED);
        RestingSummaries.forget(backends, summaries);
    }

    /**
     * A yes or no to showing a shared memory to others: from the member it is about (their
     * consent), or else from its owner (sharing it at all). Writes a version and re-filters the index.
     */
    public Memory consent(Principal p, String id, boolean granted) {
        Memory m = MemoryLookup.visible(backends, readRule.readAccess(p), id);
        if (!m.scope().isShared()) {
            throw MemoryProblem.invalid("Memory " + id + " is in a user scope; it is never shown to others.");
        }
        MemoryOwnership o = m.ownership();
        ConsentState answer = granted ? ConsentState.GRANTED : ConsentState.WITHDRAWN;
        boolean about = p.isVerified() && o.about().filter(a -> p.member().filter(a::equals).isPresent()).isPresent();
        boolean owner = Visibility.canChange(p, m);
        if (!about && !owner) {
            throw MemoryProblem.forbidden("Only its owner or the member it is about can share memory " + id + ".");
        }
        ConsentState before = about ? o.aboutConsent() : o.consent();
        // The owner of a memory about herself answers as both: whichever consent the policy asks for, her answer holds.
        MemoryOwnership changed = about && owner ? o.withConsent(answer, answer)
                : about ? o.withConsent(o.consent(), answer) : o.withConsent(answer, o.aboutConsent());
        Memory next = m.withOwnership(changed).withLifecycle(m.lifecycle().nextVersion());
        Instant now = backends.clock().instant();
        backends.store().together("change a consent", () -> {
            backends.store().update(next, Optional.empty(), backends.embedder().name(),
                    new MemoryVersion.Change(now, AuditEvents.actor(p), "consent " + answer.wireName()));
            backends.audit().record(AuditEvents.consentChanged(now, p, id, before, answer));
            return null;
        });
        backends.store().vector(id).ifPresent(v -> Indexing.sync(backends.index(), next, v));
        backends.changes().committed(id, next.content().kind(), Change.CONSENT_CHANGED);
        return next;
    }

    /**
     * The owner's yes to a memory the hub inferred: a new version whose source is
     * {@code confirmed}, so it is no longer waiting for review and ranks as the member's own word.
     */
    public Memory approve(Principal p, String id) {
        Memory m = MemoryLookup.changeable(backends, readRule.readAccess(p), p, id);
        if (p.member().filter(m::isOwnedBy).isEmpty()) {
            throw MemoryProblem.forbidden("Only its owner can approve memory " + id + ".");
        }
        if (m.provenance().source() != MemorySource.INFERRED) {
            throw MemoryProblem.invalid("Memory " + id + " is " + m.provenance().source().wireName()
                    + ", not inferred: there is nothing to approve.");
        }
        MemoryProvenance v = m.provenance();
        Memory next = m.withProvenance(new MemoryProvenance(MemorySource.CONFIRMED, v.createdAt(), v.createdBy(),
                        v.createdWhy(), v.evidence(), v.links()))
                .withLifecycle(m.lifecycle().nextVersion());
        Instant now = backends.clock().instant();
        backends.store().together("approve a memory", () -> {
            backends.store().update(next, Optional.empty(), backends.embedder().name(),
                    new MemoryVersion.Change(now, AuditEvents.actor(p), "approved by its owner"));
            audit(p, "memory.edit", id, "ok", "inferred memory approved, version " + next.lifecycle().version());
            return null;
        });
        backends.store().vector(id).ifPresent(vec -> Indexing.sync(backends.index(), next, vec));
        backends.changes().committed(id, next.content().kind(), Change.UPDATED);
        return next;
    }

    /**
     * Forgets everything the member owns, their pending writes and their own use of every memory (how often and
     * when they retrieved it, which ranks their searches); returns how many memories.
     */
    public int forgetAll(Principal p) {
        MemberId me = MemoryLookup.member(p);
        if (!p.isVerified()) {
            throw MemoryProblem.forbidden("Forgetting all memories needs a verified member: sign in on the page.");
        }
        forgotAll.put(me, backends.clock().instant());
        int n = 0;
        Set<String> gone = new HashSet<>();
        for (Memory m : backends.store().ownedBy(me)) {
            n++;
            if (gone.contains(m.id())) {
                continue; // one of mine that rested on one deleted before: it went with it
            }
            // As for one delete: the summaries resting on it go too, another member's among them.
            Set<String> summaries = backends.store().together("delete a memory", () -> {
                Set<String> resting = RestingSummaries.deleteWithin(backends, m.id(), AuditEvents.actor(p));
                backends.store().delete(m.id());
                backends.audit().record(AuditEvents.memoryDeleted(backends.clock().instant(), p, m.id(), DeletionCause.ERASE_ALL));
                return resting;
            });
            backends.letGo(m.id(), m.content().kind(), Change.DELETED);
            RestingSummaries.forget(backends, summaries);
            gone.addAll(summaries);
        }
        pending.forget(me);
        backends.usage().forgetMember(me); // their own use of memories they do not own (shared by others) too
        return n;
    }

    /**
     * When {@code member} last forgot all their memories, if they did since the hub started: what the
     * hub heard from them before then must not become a memory again (conversation learning).
     */
    public Optional<Instant> forgotAllAt(MemberId member) {
        return Optional.ofNullable(forgotAll.get(member));
    }

    private static Candidate candidate(Memory m, MemoryEdit e) {
        MemoryKind kind = m.content().kind();
        if (kind == MemoryKind.STRUCTURED) {
            if (e.text().isPresent()) {
                throw MemoryProblem.invalid("A structured memory changes through value and unit, not text.");
            }
            NormalisedFact f = m.content().fact().orElseThrow();
            StructuredFact raw = new StructuredFact(f.key(), e.value().orElse(f.value()), e.unit().orElse(f.unit()));
            return new Candidate(m.text(), kind, typed(m.provenance().source()), m.scope(), Optional.of(raw));
        }
        if (e.value().isPresent() || e.unit().isPresent()) {
            throw MemoryProblem.invalid("Only a structured memory has a value and unit; this one is "
                    + kind.wireName() + ".");
        }
        String text = e.text().map(String::strip).orElse(m.text());
        if (text.isEmpty()) {
            throw MemoryProblem.invalid("A memory's text must not be blank.");
        }
        return new Candidate(text, kind, typed(m.provenance().source()), m.scope(), Optional.empty());
    }

    /**
     * An edit's text is typed by the editor, never inferred from a dialogue: the gate screens it as
     * confirmed (an inferred source would be checked for grounding in a dialogue there is none of).
     */
    private static MemorySource typed(MemorySource source) {
        return source == MemorySource.INFERRED ? MemorySource.CONFIRMED : source;
    }

    /**
     * New words in a shared memory about another member wait for that member's consent again: they agreed to what it
     * said, not to whatever its owner writes there later. A consent withheld or withdrawn stays as it is.
     */
    private static Memory aboutAgain(Principal p, Memory changed) {
        MemoryOwnership o = changed.ownership();
        boolean aboutOther = changed.scope().isShared()
                && o.about().filter(a -> p.member().filter(a::equals).isEmpty()).isPresent();
        return aboutOther && o.aboutConsent().permitsOthers()
                ? changed.withOwnership(o.withConsent(o.consent(), ConsentState.PENDING)) : changed;
    }

    /** An inferred memory whose owner corrected its text is the owner's own word from then on (as if approved). */
    private static Memory ownersWord(Principal p, Memory before, Memory changed) {
        MemoryProvenance v = changed.provenance();
        boolean corrected = v.source() == MemorySource.INFERRED && !changed.text().equals(before.text())
                && p.member().filter(before::isOwnedBy).isPresent();
        return corrected ? changed.withProvenance(new MemoryProvenance(MemorySource.CONFIRMED, v.createdAt(), v.createdBy(),
                v.createdWhy(), v.evidence(), v.links())) : changed;
    }

    /**
     * What the gate decided about the edited content, as it decides for a new write of the same text: its category, its
     * sensitivity (health, religion, …) and the normalised fact. The edited memory takes these, not the old version's:
     * new words about a member's health mark a private memory sensitive, and words without any lower the mark again,
     * as a fresh write of them would be marked. In a shared scope such words never get this far: the gate refuses them
     * (step SENSITIVE) as it refuses a write of them.
     */
    private static Drafts.Screened screened(GateDecision d) {
        return switch (d) {
            case GateDecision.Accept a -> new Drafts.Screened(a.category(), a.sensitive(), a.fact());
            case GateDecision.Supersede s -> new Drafts.Screened(s.category(), s.sensitive(), s.fact());
            case GateDecision.Confirm c -> new Drafts.Screened(c.category(), c.sensitive(), c.fact());
            case GateDecision.Reinforce r ->
                    throw new IllegalStateException("an edit is marked only after a screen without neighbours");
            case GateDecision.Refuse r -> throw new IllegalStateException("a refused edit is not stored");
        };
    }

    private static Memory apply(Memory m, Candidate c, MemoryEdit e, Drafts.Screened screened) {
        Optional<NormalisedFact> fact = Drafts.fact(c, screened.fact());
        String text = fact.map(NormalisedFact::display).orElse(c.text());
        MemoryContent mc = m.content();
        MemoryContent content = new MemoryContent(mc.kind(), text, fact, screened.category(), screened.sensitive(),
                mc.happenedAt());
        MemoryLifecycle l = m.lifecycle();
        MemoryLifecycle life = new MemoryLifecycle(l.status(), l.version() + 1, e.validity().orElse(l.validity()),
                l.session(), l.expiresAt(), l.supersededBy());
        MemoryStats s = m.stats();
        MemoryStats stats = new MemoryStats(e.importance().orElse(s.importance()), s.strength(), s.retrievalCount(),
                s.lastRetrieved(), s.viewCount(), s.lastViewed());
        return m.withContent(content).withLifecycle(life).withStats(stats);
    }

    private void audit(Principal p, String action, String target, String outcome, String reason) {
        backends.audit().record(new AuditEvent(backends.clock().instant(), AuditEvents.actor(p), action, target, outcome, reason));
    }
}
