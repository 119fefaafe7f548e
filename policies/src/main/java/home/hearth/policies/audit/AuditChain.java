package home.hearth.policies.audit;

import home.hearth.policies.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Pure SHA-256 hash chaining of audit events, so that any edit, deletion, insertion or reordering
 * of stored events is detectable. The canonical encoding is unambiguous: a version tag, then each
 * field as its UTF-8 byte length, a colon and the bytes, so no two different events encode alike.
 */
public final class AuditChain {
    /** The previous hash of the first event. */
    public static final String GENESIS = "0".repeat(64);
    private static final String VERSION = "hearth-audit-v1";

    private AuditChain() {}

    public static String hash(String previousHash, long sequence, AuditEvent e) {
        StringBuilder b = new StringBuilder(VERSION);
        for (String field : List.of(previousHash, Long.toString(sequence), e.at().toString(), e.actor(), e.action(),
                e.target(), e.outcome(), e.reason())) {
            b.append('|').append(field.getBytes(StandardCharsets.UTF_8).length).append(':').append(field);
        }
        return Sha256.hex(b.toString());
    }

    /** The first event of a new chain. */
    public static ChainedAuditEvent first(AuditEvent e) {
        return new ChainedAuditEvent(1, e, GENESIS, hash(GENESIS, 1, e));
    }

    /** The event that follows {@code previous}. */
    public static ChainedAuditEvent after(ChainedAuditEvent previous, AuditEvent e) {
        long seq = previous.sequence() + 1;
        return new ChainedAuditEvent(seq, e, previous.hash(), hash(previous.hash(), seq, e));
    }

    /**
     * Checks a whole chain from sequence 1, in order, and names the first broken sequence number:
     * an altered event, a wrong link, a gap or a reordering.
     */
    public static ChainVerification verify(List<ChainedAuditEvent> chain) {
        String expectedPrevious = GENESIS;
        long expectedSequence = 1;
        for (int i = 0; i < chain.size(); i++) {
            ChainedAuditEvent c = chain.get(i);
            if (c.sequence() != expectedSequence) {
                return ChainVerification.broken(i, expectedSequence, "is missing or out of order (found " + c.sequence() + ")");
            }
            if (!c.previousHash().equals(expectedPrevious)) {
                return ChainVerification.broken(i, c.sequence(), "does not link to the event before it");
            }
            if (!c.hash().equals(hash(c.previousHash(), c.sequence(), c.event()))) {
                return ChainVerification.broken(i, c.sequence(), "was altered after it was recorded");
            }
            expectedPrevious = c.hash();
            expectedSequence++;
        }
        return ChainVerification.ok(chain.size());
    }
}
