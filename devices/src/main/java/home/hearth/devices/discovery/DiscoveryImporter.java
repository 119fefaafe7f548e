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
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Imports devices announced on MQTT (Home Assistant discovery, zigbee2mqtt's device list) into
 * the inventory. Discovery only ever adds: a device already known by its state topic or its id
 * is left exactly as it is (its capabilities and topics change only through the inventory file
 * or an admin), so an announcement naming the front door lock's topic cannot make the lock a
 * switch. New devices are capped and rate-limited ({@link DiscoveryLimits}). Malformed,
 * unsupported or over-limit payloads are logged (topic and reason at WARN, never the content)
 * and skipped. Imports run on one named thread, off the MQTT callback thread; what waits for it is bounded
 * ({@link WaitingAnnouncements}): a newer message on a waiting message's topic replaces it, and one beyond the bounds
 * is refused with a warning and counted. Discovery messages are retained, so a refused one comes again when the hub
 * next connects.
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
    private final WaitingAnnouncements<Runnable> waiting;
    private final AtomicLong refused = new AtomicLong();
    /** Set at a refusal, cleared when the worker finds nothing waiting: one warning per full spell, not per message. */
    private volatile boolean refusing;

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
        this.waiting = new WaitingAnnouncements<>(limits.waitingMessages(), limits.waitingBytes());
    }

    /** Subscribes to the discovery topics (again after every reconnect). */
    public void start() {
        HomeAssistantDiscovery.FILTERS.forEach(f -> mqtt.subscribe(f, m -> received(m, () -> importHomeAssistant(m))));
        for (String base : zigbeeBases) {
            mqtt.subscribe(base + "/bridge/devices", m -> received(m, () -> importZigbee(base, m)));
        }
    }

    /** Discovery messages refused since start because too many, or too many bytes, waited to be imported. */
    public long refused() {
        return refused.get();
    }

    /** On Paho's receiving thread: queues the import without waiting, one worker task per waiting message. */
    private void received(Incoming m, Runnable importIt) {
        switch (waiting.offer(m.topic(), importIt, m.payload().length)) {
            case QUEUED -> worker.execute(this::importOldest);
            case REPLACED -> LOG.debug("discovery message on {} replaced the one waiting there", m.topic());
            case REFUSED -> {
                refused.incrementAndGet();
                if (!refusing) {
                    refusing = true;
                    LOG.warn("discovery is refusing messages ({} messages, {} bytes, wait to be imported; first refused: {}); "
                            + "retained ones come again when the hub next connects", waiting.size(), waiting.bytes(),
                            m.topic());
                }
            }
        }
    }

    private void importOldest() {
        try {
            waiting.take().ifPresent(Runnable::run);
        } catch (RuntimeException e) { // the class only: a message could quote the announcement
            LOG.warn("discovery could not import a message: {}", e.getClass().getName());
        }
        if (refusing && waiting.size() == 0) {
            refusing = false;
            LOG.info("discovery has caught up; {} messages refused since start", refused.get());
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
