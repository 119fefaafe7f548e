package home.hearth.profiles.removal;

import home.hearth.policies.MemberId;

/**
 * The hub's part of removing a member: their personal (user-scope) memories. Implemented by the
 * hub's memory store; profiles never sees memory text.
 */
public interface PersonalDataEraser {
    /**
     * The member's personal memories as a JSON array (the same objects as
     * {@code GET /api/v1/memories/export}); {@code "[]"} when there are none.
     */
    String exportPersonalMemories(MemberId member);

    /**
     * Erases every personal memory of the member (index, pending writes and conversations
     * included) and then their content key; the memories they shared with the household are
     * first handed to the household when {@code shared} is KEEP. Returns how many were erased.
     */
    int erasePersonalMemories(MemberId member, SharedMemories shared);

    /**
     * The removal that called {@link #erasePersonalMemories} is over: the member has left the
     * member list, or the removal failed and they are still in it. Until then the hub stores
     * nothing new for them (a write racing the removal is refused, not given a fresh key).
     */
    default void removalEnded(MemberId member) {}
}
