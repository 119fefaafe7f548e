package home.hearth.hub.memory.reading;

import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryUse;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.policies.MemberId;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.ReadAccess;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads memories for a principal: one (a page view, counted as a view), a filtered listing,
 * a memory's versions, and the export of everything one owns. Only what the principal may see;
 * others' ids are not found.
 */
public final class MemoryReader {
    private final MemoryBackends backends;
    private final ReadRule readRule;

    public MemoryReader(MemoryBackends backends, ReadRule readRule) {
        this.backends = backends;
        this.readRule = readRule;
    }

    public Memory get(Principal p, String id) {
        Memory m = MemoryLookup.visible(backends, readRule.readAccess(p), id);
        backends.usage().viewed(id, backends.clock().instant());
        return m;
    }

    public List<Memory> list(Principal p, MemoryFilter filter) {
        return backends.store().visible(readRule.readAccess(p), filter);
    }

    /**
     * The member's consolidated profile: their newest active {@code SUMMARY} memory of their own, in
     * their own scope. Empty for a principal who is no member, or who has none yet.
     */
    public Optional<Memory> profile(Principal p) {
        Optional<MemberId> me = p.member();
        if (me.isEmpty()) {
            return Optional.empty();
        }
        return list(p, new MemoryFilter(Optional.of(Scope.user(me.get())), Optional.of(MemoryKind.SUMMARY), Optional.empty(),
                Optional.of(MemoryStatus.ACTIVE))).stream()
                .filter(m -> m.isOwnedBy(me.get()))
                .max(Comparator.comparing((Memory m) -> m.provenance().createdAt()));
    }

    public List<MemoryVersion> versions(Principal p, String id) {
        MemoryLookup.visible(backends, readRule.readAccess(p), id);
        return backends.store().versions(id);
    }

    /**
     * Everything the member owns that the read rule lets them see, with every version: what
     * "export all my memories" returns (never more than they can list).
     */
    public List<Exported> export(Principal p) {
        MemberId me = MemoryLookup.member(p);
        if (!p.isVerified()) {
            throw MemoryProblem.forbidden("Exporting memories needs a verified member: sign in on the page.");
        }
        ReadAccess access = readRule.readAccess(p);
        return backends.store().ownedBy(me).stream()
                .filter(m -> Visibility.canSee(access, m))
                .map(m -> new Exported(m, backends.store().versions(m.id())))
                .toList();
    }

    /**
     * The member's own use of each memory they may read now (theirs and others' they may see), for their export: how
     * often and when last they retrieved it, never anybody else's use; most recently used first.
     */
    public List<MemoryUse> ownUse(Principal p) {
        MemberId me = MemoryLookup.member(p);
        if (!p.isVerified()) {
            throw MemoryProblem.forbidden("Exporting memories needs a verified member: sign in on the page.");
        }
        ReadAccess access = readRule.readAccess(p);
        List<MemoryUse> use = backends.usage().useBy(me);
        Map<String, Memory> readable = backends.store().findAll(use.stream().map(MemoryUse::memoryId).toList());
        return use.stream()
                .filter(u -> readable.containsKey(u.memoryId()) && Visibility.canSee(access, readable.get(u.memoryId())))
                .sorted(Comparator.comparing(MemoryUse::lastRetrieved).reversed().thenComparing(MemoryUse::memoryId))
                .toList();
    }

    /** One exported memory with its history. */
    public record Exported(Memory memory, List<MemoryVersion> versions) {}
}
