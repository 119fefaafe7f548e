package home.hearth.hub.memory;

import home.hearth.devices.automations.HubEvents;
import home.hearth.hub.memory.storage.MemoryStore;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import java.util.Map;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells automations that a memory changed ({@code hub/v1/events/memory.changed}: id, kind and
 * what happened — never content), driven by the audit events every memory write already records.
 * Wraps the real audit trail; the audit line is written first and an event failure never undoes it.
 */
public final class MemoryChangeEvents implements AuditTrail {
    private static final Logger LOG = LoggerFactory.getLogger(MemoryChangeEvents.class);
    private static final Map<String, String> CHANGES = Map.of(
            "memory.create", "created",
            "memory.reinforce", "reinforced",
            "memory.supersede", "superseded",
            "memory.edit", "updated",
            "memory.delete", "deleted",
            "consent.change", "consent_changed");
    private final AuditTrail audit;
    private final MemoryStore store;
    private final Supplier<HubEvents> events;

    /** @param events the device side's event publisher, available once devices have started */
    public MemoryChangeEvents(AuditTrail audit, MemoryStore store, Supplier<HubEvents> events) {
        this.audit = audit;
        this.store = store;
        this.events = events;
    }

    @Override
    public void record(AuditEvent event) {
        audit.record(event);
        String change = CHANGES.get(event.action());
        HubEvents publisher = events.get();
        if (change == null || !event.outcome().equals("ok") || publisher == null || event.target().isEmpty()) {
            return;
        }
        try {
            String kind = store.find(event.target()).map(m -> m.content().kind().wireName()).orElse("unknown");
            publisher.memoryChanged(event.target(), kind, change);
        } catch (RuntimeException e) {
            LOG.warn("Could not publish a memory.changed event: {}", e.getMessage());
        }
    }
}
