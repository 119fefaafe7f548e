package home.hearth.policies.audit;

import java.util.Objects;

/**
 * An audit event in the hash chain.
 *
 * @param sequence its position, from 1, without gaps
 * @param event the content-free event
 * @param previousHash the hash of the event before it ({@link AuditChain#GENESIS} for the first)
 * @param hash SHA-256 (hex) over previousHash, sequence and the event's canonical encoding
 */
public record ChainedAuditEvent(long sequence, AuditEvent event, String previousHash, String hash) {
    public ChainedAuditEvent {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(previousHash, "previousHash");
        Objects.requireNonNull(hash, "hash");
        if (sequence < 1) {
            throw new IllegalArgumentException("audit sequence numbers start at 1, got " + sequence);
        }
    }
}
