package home.hearth.devices;

import home.hearth.devices.internal.InventoryTable;
import java.time.Clock;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The household's devices, stored in the {@code devices_inventory} tables and kept in memory for
 * lookups (the inventory is configuration, not device state). Lookups by spoken words compare
 * names and household aliases case-, accent- and spacing-insensitively. Thread-safe.
 */
public final class Inventory {
    private static final Logger LOG = LoggerFactory.getLogger(Inventory.class);
    private final InventoryTable table;
    private final Clock clock;
    private volatile Map<DeviceId, Device> devices;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** Loads every stored device; a storage failure is a {@link DevicesException}. */
    public Inventory(DataSource dataSource, Clock clock) {
        this.table = new InventoryTable(dataSource);
        this.clock = clock;
        this.devices = index(table.loadAll());
    }

    /**
     * Adds or replaces a device. Refused with an {@link IllegalArgumentException} naming the clash
     * when another device already has its topic, or one of its aliases or its name as an alias.
     */
    public void save(Device device) {
        synchronized (this) {
            for (Device other : devices.values()) {
                if (!other.id().equals(device.id())) {
                    checkNoClash(device, other);
                }
            }
            table.upsert(device, clock.instant());
            Map<DeviceId, Device> next = new LinkedHashMap<>(devices);
            next.put(device.id(), device);
            devices = Map.copyOf(next);
        }
        changed();
    }

    /** Removes a device; false when there was none with that id. */
    public boolean remove(DeviceId id) {
        boolean removed;
        synchronized (this) {
            removed = table.remove(id);
            Map<DeviceId, Device> next = new LinkedHashMap<>(devices);
            next.remove(id);
            devices = Map.copyOf(next);
        }
        changed();
        return removed;
    }

    /**
     * Runs {@code listener} after every save or removal (by the API, discovery or the inventory
     * file), on the thread that made the change, outside the inventory's lock: the voice pipeline
     * rebuilds its command grammar then, not when the next utterance begins. A failing listener is
     * logged and does not undo the change.
     */
    public void whenChanged(Runnable listener) {
        listeners.add(listener);
    }

    private void changed() {
        for (Runnable l : listeners) {
            try {
                l.run();
            } catch (RuntimeException e) {
                LOG.warn("An inventory listener failed: {}", e.toString());
            }
        }
    }

    public Optional<Device> byId(DeviceId id) {
        return Optional.ofNullable(devices.get(id));
    }

    public Optional<Device> byTopic(DeviceTopic topic) {
        return devices.values().stream().filter(d -> d.topic().equals(topic)).findFirst();
    }

    /** Finds a device by its id, its name or a household alias ("The Moon", "lampada da sala"). */
    public Optional<Device> resolve(String words) {
        String key = Names.normalise(words);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        return all().stream()
                .filter(d -> d.id().value().equals(key.replace(' ', '-')) || Names.normalise(d.name()).equals(key)
                        || d.aliases().stream().map(Names::normalise).anyMatch(key::equals))
                .findFirst();
    }

    /** The devices of a room, by id. */
    public List<Device> inRoom(String room) {
        return all().stream().filter(d -> d.room().equals(room)).toList();
    }

    /** Every device, by id. */
    public List<Device> all() {
        return devices.values().stream().sorted(Comparator.comparing(d -> d.id().value())).toList();
    }

    private static void checkNoClash(Device device, Device other) {
        if (other.topic().equals(device.topic())) {
            throw new IllegalArgumentException("topic " + device.topic() + " already belongs to device " + other.id());
        }
        for (String alias : device.aliases()) {
            String key = Names.normalise(alias);
            if (key.equals(Names.normalise(other.name()))
                    || other.aliases().stream().map(Names::normalise).anyMatch(key::equals)) {
                throw new IllegalArgumentException(
                        "alias '" + alias + "' of " + device.id() + " already names device " + other.id());
            }
        }
    }

    private static Map<DeviceId, Device> index(List<Device> list) {
        Map<DeviceId, Device> m = new LinkedHashMap<>();
        list.forEach(d -> m.put(d.id(), d));
        return Map.copyOf(m);
    }
}
