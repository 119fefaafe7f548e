package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.changes.MemoryChange.Change;
import home.hearth.hub.memory.internal.Indexing;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryOwnership;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.MemberId;
import home.hearth.policies.audit.AuditEvent;
import java.util.Optional;

/**
 * At a member's removal, when the admin keeps what they shared: each active memory the member
 * owns in a shared scope (household or room) that they let others see becomes the household's.
 * Its owner is cleared, its author reads {@code <id> (removed member)}, and its row, history and
 * embedding are sealed again with the household's key, so destroying the member's key afterwards
 * leaves it readable. Their personal memories, and shared ones they had not let others see, are
 * not handed over (the erasure that follows takes them).
 */
public final class MemberHandover {
    private final MemoryBackends backends;

    public MemberHandover(MemoryBackends backends) {
        this.backends = backends;
    }

    /** Hands the member's shared memories to the household; returns how many. */
    public int handOverShared(MemberId member) {
        int n = 0;
        for (Memory m : backends.store().ownedBy(member)) {
            if (handedOver(m)) {
                Memory next = asHousehold(m, member);
                backends.store().together("hand a memory to the household", () -> {
                    backends.store().reseal(next);
                    backends.audit().record(new AuditEvent(backends.clock().instant(), "hub", "memory.handover", m.id(),
                            "ok", "kept as the household's at the removal of its author"));
                    return null;
                });
                backends.store().vector(m.id()).ifPresent(v -> Indexing.sync(backends.index(), next, v));
                backends.usage().forget(m.id());
                backends.changes().committed(m.id(), m.content().kind(), Change.UPDATED);
                n++;
            }
        }
        return n;
    }

    private static boolean handedOver(Memory m) {
        return m.scope().isShared() && m.ownership().consent().permitsOthers()
                && m.lifecycle().status() == MemoryStatus.ACTIVE;
    }

    private static Memory asHousehold(Memory m, MemberId member) {
        MemoryOwnership o = m.ownership();
        MemoryProvenance v = m.provenance();
        return m.withOwnership(new MemoryOwnership(o.scope(), Optional.empty(), o.about(), o.consent(), o.aboutConsent()))
                .withProvenance(new MemoryProvenance(v.source(), v.createdAt(), member.value() + " (removed member)",
                        v.createdWhy(), v.evidence(), v.links()));
    }
}
