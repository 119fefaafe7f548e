package home.hearth.hub;

import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.memory.MemoryJson;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.removal.PersonalDataEraser;

/**
 * Hands over, then erases, a removed member's memories: the memory side of removing a member
 * (profiles' {@link PersonalDataEraser} calls it). It exports, then erases, everything the member
 * owns — their personal memories and what they shared — index included. The export has the same
 * shape as {@code GET /api/v1/memories/export}. It joins profiles, memory and the web's JSON,
 * so it lives beside the composition root rather than in {@code hub.memory} (which never uses web).
 */
public final class MemberMemoryEraser implements PersonalDataEraser {
    private final MemoryService memories;

    public MemberMemoryEraser(MemoryService memories) {
        this.memories = memories;
    }

    @Override
    public String exportPersonalMemories(MemberId member) {
        return Json.write(memories.reader().export(asOwner(member)).stream().map(MemoryJson::exported).toList());
    }

    @Override
    public int erasePersonalMemories(MemberId member) {
        return memories.editor().forgetAll(asOwner(member));
    }

    /** The member acting on their own memories (the admin's removal stands in for their sign-in). */
    private static Principal asOwner(MemberId member) {
        return Principal.verified(member, Role.ADULT);
    }
}
