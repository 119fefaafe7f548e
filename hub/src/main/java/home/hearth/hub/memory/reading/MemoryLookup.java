package home.hearth.hub.memory.reading;

import home.hearth.hub.memory.internal.Visibility;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.memory.ReadAccess;

/** The checks every use case starts with. A memory the caller may not see is simply not found. */
public final class MemoryLookup {
    private MemoryLookup() {}

    public static MemberId member(Principal p) {
        return p.member().orElseThrow(() -> MemoryProblem.forbidden(
                "Only a recognised member can do this; sign in or say who is speaking."));
    }

    public static Memory visible(MemoryBackends backends, ReadAccess access, String id) {
        return backends.store().find(id).filter(m -> Visibility.canSee(access, m))
                .orElseThrow(() -> MemoryProblem.notFound(id));
    }

    public static Memory changeable(MemoryBackends backends, ReadAccess access, Principal p, String id) {
        Memory m = visible(backends, access, id);
        if (!Visibility.canChange(p, m)) {
            throw MemoryProblem.forbidden("Only the owner of memory " + id + " can change or delete it.");
        }
        return m;
    }
}
