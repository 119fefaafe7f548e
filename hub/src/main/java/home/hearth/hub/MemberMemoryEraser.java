package home.hearth.hub;

import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.writing.MemberHandover;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.memory.MemoryJson;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.removal.PersonalDataEraser;
import home.hearth.profiles.removal.SharedMemories;

/**
 * Hands over, then erases, a removed member's memories: the memory side of removing a member
 * (profiles' {@link PersonalDataEraser} calls it). It exports, then erases, everything the member
 * owns — their personal memories and what they shared (unless the admin keeps that as the
 * household's) — index, pending writes, conversation sessions, timers and background tasks
 * (stopped first) included, and last destroys the member's content key, so that no copy of their
 * content (an older backup included) can be read again. The export has the same shape as {@code GET /api/v1/memories/export}. It joins
 * profiles, memory, sessions and the web's JSON, so it lives beside the composition root.
 */
public final class MemberMemoryEraser implements PersonalDataEraser {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(MemberMemoryEraser.class);
    private final MemoryService memories;
    private final MemberHandover handover;
    private final SessionStore sessions;
    private final Timers timers;
    private final Tasks tasks;
    private final ContentCipher cipher;

    public MemberMemoryEraser(MemoryService memories, MemberHandover handover, SessionStore sessions, Timers timers,
            Tasks tasks, ContentCipher cipher) {
        this.tasks = tasks;
        this.memories = memories;
        this.handover = handover;
        this.sessions = sessions;
        this.timers = timers;
        this.cipher = cipher;
    }

    @Override
    public String exportPersonalMemories(MemberId member) {
        return Json.write(memories.reader().export(asOwner(member)).stream().map(MemoryJson::exported).toList());
    }

    @Override
    public int erasePersonalMemories(MemberId member, SharedMemories shared) {
        // From here on nothing new is sealed for them; their key still opens what is handed over.
        cipher.beginErasure(ContentOwner.member(member.value()));
        if (shared == SharedMemories.KEEP && handover.handOverShared(member) > 0) {
            // Erasure beats restore: an older backup holds these only under the key destroyed below.
            LOG.info("Memories {} shared are kept as the household's. Backups made before now hold them only under"
                    + " {}'s content key, which is being destroyed: make a backup now (bin/hearth backup) so that a"
                    + " restore keeps them.", member, member);
        }
        int erased = memories.editor().forgetAll(asOwner(member));
        sessions.forget("member:" + member.value());
        timers.forget(member);
        tasks.forget(member);
        cipher.destroy(ContentOwner.member(member.value()));
        return erased;
    }

    @Override
    public void removalEnded(MemberId member) {
        // They have left the member list (admission refuses them a key now), or the removal failed and they stay.
        cipher.endErasure(ContentOwner.member(member.value()));
    }

    /** The member acting on their own memories (the admin's removal stands in for their sign-in). */
    private static Principal asOwner(MemberId member) {
        return Principal.verified(member, Role.ADULT);
    }
}
