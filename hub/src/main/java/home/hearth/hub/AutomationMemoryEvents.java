package home.hearth.hub;

import home.hearth.devices.automations.HubEvents;
import home.hearth.hub.memory.changes.MemoryChange;
import home.hearth.hub.memory.changes.MemoryChangeListener;

/**
 * Tells automations that a memory changed: {@code hub/v1/events/memory.changed} with the memory's
 * id, kind and what happened — never its content. It joins memory and devices, so it lives beside
 * the composition root.
 */
final class AutomationMemoryEvents implements MemoryChangeListener {
    private final HubEvents events;

    AutomationMemoryEvents(HubEvents events) {
        this.events = events;
    }

    @Override
    public void changed(MemoryChange change) {
        events.memoryChanged(change.id(), change.kind().wireName(), change.change().wireName());
    }
}
