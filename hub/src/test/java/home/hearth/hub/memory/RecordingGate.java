package home.hearth.hub.memory;

import home.hearth.hub.memory.writing.EntryGate;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.MemoryEntryGate;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The real entry gate, with a note of every request it screened so tests can check the facts it got. */
final class RecordingGate implements EntryGate {
    final List<GateRequest> seen = new CopyOnWriteArrayList<>();
    final List<GateDecision> decided = new CopyOnWriteArrayList<>();
    /** Runs before each screening (a test pausing a write there: it has passed its checks and not sealed yet). */
    volatile Runnable beforeScreen = () -> {};
    private final MemoryEntryGate gate;

    RecordingGate(MemoryEntryGate gate) {
        this.gate = gate;
    }

    @Override
    public GateDecision screen(GateRequest request) {
        beforeScreen.run();
        seen.add(request);
        GateDecision d = gate.screen(request);
        decided.add(d);
        return d;
    }
}
