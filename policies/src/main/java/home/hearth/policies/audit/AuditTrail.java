package home.hearth.policies.audit;

/**
 * Where audit events go. The hub keeps them in a hash-chained table of the encrypted database;
 * tests may collect them in a list. Implementations must not throw for an ordinary event.
 */
@FunctionalInterface
public interface AuditTrail {
    void record(AuditEvent event);
}
