package home.hearth.devices.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import home.hearth.devices.Inventory;
import home.hearth.devices.mqtt.Incoming;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.EncryptedDatabase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Discovery only adds, and only so much: an abusive announcer cannot grow or reshape the inventory. */
class DiscoveryImporterTest {
    @TempDir
    Path dir;

    private Inventory inventory;
    private Instant now = Instant.parse("2026-11-30T12:00:00Z");
    private final Clock clock = new Clock() {
        public Instant instant() {
            return now;
        }

        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    };
    private DiscoveryImporter importer;
    private final Device lock = new Device(DeviceId.of("front-door-lock"), "Front door lock", "hall", Set.of(Capability.LOCK),
            DeviceTopic.parse("zigbee2mqtt/front_door_lock"), List.of("front door"));

    @BeforeEach
    void setUp() {
        inventory = new Inventory(EncryptedDatabase.migrated(dir.resolve("devices.db")), clock);
        inventory.save(lock);
        MqttHubClient unstarted = new MqttHubClient(MqttSettings.of("127.0.0.1", 1, "hearth-hub", null, null));
        importer = new DiscoveryImporter(unstarted, inventory, List.of("zigbee2mqtt"),
                new DiscoveryLimits(20, 10, Duration.ofMinutes(1), 100, 1 << 20), clock);
    }

    @Test
    void anAnnouncementWithTheLocksStateTopicDoesNotMakeTheLockASwitch() {
        int n = importer.importHomeAssistant(config("switch", "evil", "zigbee2mqtt/front_door_lock"));
        assertEquals(0, n);
        assertEquals(Optional.of(lock), inventory.byId(lock.id()));
    }

    @Test
    void anAnnouncementUnderAKnownDevicesIdOnAnotherTopicChangesNothing() {
        importer.importHomeAssistant(message("homeassistant/switch/x/config",
                "{\"name\":\"Front door lock\",\"state_topic\":\"zigbee2mqtt/elsewhere\"}"));
        assertEquals(Optional.of(lock), inventory.byId(lock.id()));
        assertEquals(1, inventory.all().size());
    }

    @Test
    void newDevicesAreRateLimitedPerWindowAndCappedInAll() {
        for (int i = 0; i < 15; i++) {
            importer.importHomeAssistant(config("switch", "s" + i, "zigbee2mqtt/s" + i));
        }
        assertEquals(1 + 10, inventory.all().size(), "ten new devices a minute");
        for (int minute = 1; minute <= 5; minute++) {
            now = now.plus(Duration.ofMinutes(1));
            for (int i = 0; i < 15; i++) {
                importer.importHomeAssistant(config("switch", "m" + minute + "x" + i, "zigbee2mqtt/m" + minute + "x" + i));
            }
        }
        assertEquals(20, inventory.all().size(), "never more than the cap");
    }

    private static Incoming config(String component, String object, String stateTopic) {
        return message("homeassistant/" + component + "/" + object + "/x/config",
                "{\"name\":\"Thing " + object + "\",\"state_topic\":\"" + stateTopic + "\"}");
    }

    private static Incoming message(String topic, String json) {
        return new Incoming(topic, json.getBytes(StandardCharsets.UTF_8), Optional.empty(), null, Map.of());
    }
}
