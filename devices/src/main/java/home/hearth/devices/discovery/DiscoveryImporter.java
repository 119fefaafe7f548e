package home.hearth.devices.discovery;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DevicesException;
import home.hearth.devices.Inventory;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Imports devices announced on MQTT (Home Assistant discovery, zigbee2mqtt's device list) into
 * the inventory. A device already known by its state topic keeps its id, name, room and aliases
 * and gains the announced capabilities; a new one is added. Malformed or unsupported payloads
 * are logged (topic and reason at WARN, never the content) and skipped. Imports run on one named
 * thread, off the MQTT callback thread.
 */
public final class DiscoveryImporter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DiscoveryImporter.class);
    private final MqttHubClient mqtt;
    private final Inventory inventory;
    private final List<String> zigbeeBases;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hearth-discovery");
        t.setDaemon(true);
        return t;
    });

    /** @param zigbeeBases zigbee2mqtt base topics whose {@code <base>/bridge/devices} to import */
    public DiscoveryImporter(MqttHubClient mqtt, Inventory inventory, List<String> zigbeeBases) {
        this.mqtt = mqtt;
        this.inventory = inventory;
        this.zigbeeBases = List.copyOf(zigbeeBases);
    }

    /** Subscribes to the discovery topics (again after every reconnect). */
    public void start() {
        HomeAssistantDiscovery.FILTERS.forEach(f -> mqtt.subscribe(f, m -> worker.execute(() -> importHomeAssistant(m))));
        for (String base : zigbeeBases) {
            mqtt.subscribe(base + "/bridge/devices", m -> worker.execute(() -> importZigbee(base, m)));
        }
    }

    /** Imports one Home Assistant discovery message; returns how many devices were added or updated. */
    public int importHomeAssistant(Incoming m) {
        return apply(HomeAssistantDiscovery.parse(m.topic(), m.payload()));
    }

    /** Imports one zigbee2mqtt device list; returns how many devices were added or updated. */
    public int importZigbee(String base, Incoming m) {
        return apply(Zigbee2MqttDevices.parse(base, m.payload()));
    }

    private int apply(Discovered found) {
        found.skipped().forEach(reason -> LOG.warn("discovery skipped: {}", reason));
        int n = 0;
        for (Device d : found.devices()) {
            try {
                n += merge(d) ? 1 : 0;
            } catch (IllegalArgumentException | DevicesException e) {
                LOG.warn("discovery could not import device {}: {}", d.id(), e.getMessage());
            }
        }
        return n;
    }

    private boolean merge(Device announced) {
        Optional<Device> known = inventory.byTopic(announced.topic());
        if (known.isPresent()) {
            Set<Capability> caps = EnumSet.copyOf(known.get().capabilities());
            if (!caps.addAll(announced.capabilities())) {
                return false;
            }
            inventory.save(known.get().withCapabilities(caps));
            return true;
        }
        if (inventory.byId(announced.id()).isPresent()) {
            throw new IllegalArgumentException("id " + announced.id() + " already belongs to a device on another topic");
        }
        inventory.save(announced);
        LOG.info("discovered device {} ({})", announced.id(), announced.topic());
        return true;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
