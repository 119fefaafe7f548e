package home.hearth.hub.memory;

import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.GateStep;
import home.hearth.policies.memory.Neighbour;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A small entry gate for tests until the policies module's gate is merged: refuses passwords,
 * marks health content sensitive, reinforces near-duplicates (similarity ≥ 0.95), asks first when
 * the owner has not confirmed, accepts the rest. It records every request it saw.
 */
final class TestGate implements EntryGate {
    final List<GateRequest> seen = new ArrayList<>();

    @Override
    public synchronized GateDecision screen(GateRequest r) {
        seen.add(r);
        String text = r.candidate().text().toLowerCase(Locale.ROOT);
        if (text.contains("password")) {
            return new GateDecision.Refuse(GateStep.SECRET, "Passwords and other secrets are never stored.");
        }
        Optional<Neighbour> twin = r.neighbours().stream().filter(n -> n.similarity() >= 0.95).findFirst();
        if (twin.isPresent()) {
            return new GateDecision.Reinforce(twin.get().memoryId(), "I already knew that.");
        }
        if (!r.confirmed()) {
            return new GateDecision.Confirm("preference", false, Optional.empty(),
                    "I'll remember that for you only. Shall I?", "asks first");
        }
        boolean health = text.contains("doctor") || text.contains("medication");
        return new GateDecision.Accept(health ? "health" : "preference", health, Optional.empty(), "Remembered.");
    }
}
