package home.hearth.hub.memory.writing;

import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;

/**
 * The memory entry gate every write goes through (the policies module's
 * {@code MemoryEntryGate::screen}). It does no I/O: the store gathers the request's facts.
 */
@FunctionalInterface
public interface EntryGate {
    GateDecision screen(GateRequest request);
}
