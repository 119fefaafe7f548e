package home.hearth.devices.support;

import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps audit events in a list for assertions. */
public final class RecordingAudit implements AuditTrail {
    public final List<AuditEvent> events = new CopyOnWriteArrayList<>();

    @Override
    public void record(AuditEvent event) {
        events.add(event);
    }
}
