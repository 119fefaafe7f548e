package home.hearth.devices.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.mqtt.BrokerUnreachableException;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Devices that behave like zigbee2mqtt's: a {@code /get} on {@code <base>/<name>/get} makes the
 * device publish its state on {@code <base>/<name>}; a {@code /set} changes it and publishes the
 * new state. Used by the demo household and by tests. Runs on its own MQTT client.
 */
public final class DeviceSimulator implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DeviceSimulator.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MqttHubClient mqtt;
    private final String base;
    private final Map<String, SimulatedDevice> devices = new ConcurrentHashMap<>();

    public DeviceSimulator(MqttHubClient mqtt, String base) {
        this.mqtt = mqtt;
        this.base = base;
    }

    public DeviceSimulator add(SimulatedDevice device) {
        devices.put(device.name(), device);
        return this;
    }

    public Optional<SimulatedDevice> device(String name) {
        return Optional.ofNullable(devices.get(name));
    }

    /** Connects (in the background) and starts answering. */
    public void start() {
        mqtt.subscribe(base + "/#", this::onMessage);
        mqtt.start();
    }

    public boolean isConnected() {
        return mqtt.isConnected();
    }

    /** Publishes a device's state unasked, as a device does when something changes. */
    public void report(String name) {
        device(name).ifPresent(this::publishState);
    }

    private void onMessage(Incoming m) {
        String rest = m.topic().substring(base.length() + 1);
        boolean get = rest.endsWith("/get");
        if (!get && !rest.endsWith("/set")) {
            return;
        }
        SimulatedDevice d = devices.get(rest.substring(0, rest.length() - 4));
        if (d == null || d.silent()) {
            return;
        }
        if (get || d.apply(parse(m))) {
            publishState(d);
        }
    }

    private static JsonNode parse(Incoming m) {
        try {
            JsonNode n = JSON.readTree(m.payload());
            return n == null ? JSON.createObjectNode() : n;
        } catch (IOException e) {
            LOG.debug("simulator ignores a payload on {} that is not JSON", m.topic());
            return JSON.createObjectNode();
        }
    }

    private void publishState(SimulatedDevice d) {
        try {
            mqtt.publish(base + "/" + d.name(), JSON.writeValueAsBytes(d.state()), 1, false);
        } catch (BrokerUnreachableException | IOException e) {
            LOG.debug("simulated {} could not report: {}", d.name(), e.getMessage());
        }
    }

    @Override
    public void close() {
        mqtt.close();
    }
}
