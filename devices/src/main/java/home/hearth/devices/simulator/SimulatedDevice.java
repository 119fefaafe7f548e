package home.hearth.devices.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * One simulated zigbee2mqtt device: a JSON state that {@code /set} payloads change the way the
 * real bridge would ({@code state}, {@code brightness}, {@code current_heating_setpoint}, lock
 * {@code state: LOCK/UNLOCK} → {@code lock_state}). Only fields already in the state can be set.
 */
public final class SimulatedDevice {
    private static final Set<String> READ_ONLY = Set.of("local_temperature", "contact", "occupancy", "temperature",
            "power", "lock_state");
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();
    private final String name;
    private final ObjectNode state;
    private final boolean lock;
    private volatile boolean silent;
    private volatile boolean ignoringSets;

    public SimulatedDevice(String name, Map<String, Object> initialState) {
        this.name = name;
        this.state = JsonNodeFactory.instance.objectNode();
        initialState.forEach((k, v) -> state.set(k, JSON.valueToTree(v)));
        this.lock = state.has("lock_state");
    }

    public String name() {
        return name;
    }

    /** A copy of the current state. */
    public synchronized ObjectNode state() {
        return state.deepCopy();
    }

    /** Applies a {@code /set} payload; returns false when ignoring sets or nothing applied. */
    public synchronized boolean apply(JsonNode set) {
        if (ignoringSets || !set.isObject()) {
            return false;
        }
        boolean changed = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = set.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            changed |= applyField(f.getKey(), f.getValue());
        }
        return changed;
    }

    private boolean applyField(String key, JsonNode value) {
        if (lock && key.equals("state") && value.isTextual()
                && (value.asText().equals("LOCK") || value.asText().equals("UNLOCK"))) {
            state.put("state", value.asText());
            state.put("lock_state", value.asText().equals("LOCK") ? "locked" : "unlocked");
            return true;
        }
        if (lock && key.equals("state")) {
            return false; // a lock takes LOCK or UNLOCK, as zigbee2mqtt's would; "ON" changes nothing
        }
        if (!state.has(key) || READ_ONLY.contains(key) || value.getNodeType() != state.get(key).getNodeType()) {
            return false;
        }
        state.set(key, value);
        return true;
    }

    /** Changes a reading as the physical world would (a door opens, the room warms up). */
    public synchronized void sense(String key, Object value) {
        state.set(key, JSON.valueToTree(value));
    }

    public boolean silent() {
        return silent;
    }

    /** A silent device answers nothing at all (to test "did not answer"). */
    public void goSilent(boolean value) {
        this.silent = value;
    }

    public boolean ignoringSets() {
        return ignoringSets;
    }

    /** A device ignoring sets still answers {@code /get} but never changes (to test unconfirmed commands). */
    public void ignoreSets(boolean value) {
        this.ignoringSets = value;
    }
}
