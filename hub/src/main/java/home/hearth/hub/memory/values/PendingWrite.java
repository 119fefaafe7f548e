package home.hearth.hub.memory.values;

import java.time.Instant;

/**
 * A write waiting for its owner's yes (the entry gate asked, and nobody answered yet: a spoken
 * "remember that …" whose question went unanswered, say). Only its owner ever sees it.
 *
 * @param prompt the question the gate asked, in the member's language
 */
public record PendingWrite(String id, MemoryDraft draft, String prompt, Instant createdAt, Instant expiresAt) {}
