package home.hearth.devices.discovery;

import home.hearth.devices.Device;
import home.hearth.devices.DevicesException;
import home.hearth.devices.Inventory;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Imports devices announced on MQTT (Home Assistant discovery, zigbee2mqtt's device list) into
 * the inventory. Discovery only ever adds: a device already known by its state topic or its id
 * is left exactly as it is (its capabilities and topics change only through the inventory file
 * or an admin), so an announcement naming the front door lock's topic cannot make the lock a
 * switch. New devices are capped and rate-limited ({@link DiscoveryLimits}). Malformed,
 * unsupported or over-limit payloads are logged (topic and reason at WARN, never the content)
 * and skipped. Imports run on one named thread, off the MQTT callback thread.
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

    private final DiscoveryLimits limits;
    private final Clock clock;
    private final Deque<Instant> recentlyAdded = new ArrayDeque<>();

    /** @param zigbeeBases zigbee2mqtt base topics whose {@code <base>/bridge/devices} to import */
    public DiscoveryImporter(MqttHubClient mqtt, Inventory inventory, List<String> zigbeeBases) {
        this(mqtt, inventory, zigbeeBases, DiscoveryLimits.DEFAULT, Clock.systemUTC());
    }

    public DiscoveryImporter(MqttHubClient mqtt, Inventory inventory, List<String> zigbeeBases, DiscoveryLimits limits,
            Clock clock) {
        this.mqtt = mqtt;
        this.inventory = inventory;
        this.zigbeeBases = List.copyOf(zigbeeBases);
        this.limits = limits;
        this.clock = clock;
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

    private synchronized boolean merge(Device announced) {
        if (inventory.byTopic(announced.topic()).isPresent() || inventory.byId(announced.id()).isPresent()) {
            LOG.debug("discovery left known device {} unchanged", announced.id());
            return false;
        }
        if (inventory.all().size() >= limits.maxDevices()) {
            throw new IllegalArgumentException("the inventory holds " + limits.maxDevices()
                    + " devices, the most discovery may add to; add more through the inventory file");
        }
        Instant now = clock.instant();
        while (!recentlyAdded.isEmpty() && !recentlyAdded.peekFirst().isAfter(now.minus(limits.window()))) {
            recentlyAdded.removeFirst();
        }
        if (recentlyAdded.size() >= limits.perWindow()) {
            throw new IllegalArgumentException("more than " + limits.perWindow() + " new devices within "
                    + limits.window().toSeconds() + " s; announce it again later");
        }
        inventory.save(announced);
        recentlyAdded.addLast(now);
        LOG.info("discovered device {} ({})", announced.id(), announced.topic());
        return true;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
