package home.hearth.devices.discovery;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.DeviceTopic;
import home.hearth.devices.Inventory;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.EncryptedDatabase;
import home.hearth.devices.support.MosquittoProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A flood of discovery messages while the importer is busy: what waits is bounded, the rest is refused and counted,
 * and what was refused is imported when it comes again (a broker hands retained announcements over at every
 * connect). Before the bound every message waited in the worker's queue, however many there were.
 */
class DiscoveryFloodTest {

    @Test
    void aFloodWaitsOnlyUpToTheBoundAndWhatWasRefusedIsImportedWhenItComesAgain(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        Inventory inventory = new Inventory(EncryptedDatabase.migrated(dir.resolve("devices.db")), Clock.systemUTC());
        DiscoveryLimits limits = new DiscoveryLimits(100, 100, Duration.ofMinutes(1), 5, 1 << 20);
        try (MosquittoProcess broker = MosquittoProcess.start(dir, "allow_anonymous true");
                MqttHubClient hub = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "flood-hub", "", ""));
                MqttHubClient announcer = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "flood-bridge", "", ""));
                DiscoveryImporter importer = new DiscoveryImporter(hub, inventory, List.of(), limits, Clock.systemUTC())) {
            importer.start();
            hub.start();
            announcer.start();
            await().atMost(Duration.ofSeconds(10)).until(() -> hub.isConnected() && announcer.isConnected());

            synchronized (importer) { // the importer's worker imports under this lock: it stalls at its first device
                for (int i = 0; i < 20; i++) {
                    announce(announcer, i);
                }
                // one import stalled at most, five waiting, the rest refused
                await("the flood refused").atMost(Duration.ofSeconds(10)).until(() -> importer.refused() >= 14);
                assertTrue(importer.refused() <= 15, "refused: " + importer.refused());
            }
            long refused = importer.refused();
            await("what waited is imported").atMost(Duration.ofSeconds(10))
                    .until(() -> inventory.all().size() == 20 - refused);

            for (int i = 0; i < 20; i++) { // as the broker would at the next connect, at the pace of the imports
                announce(announcer, i);
                DeviceTopic topic = DeviceTopic.parse("zigbee2mqtt/plug_" + i);
                await("plug " + i + " imported").atMost(Duration.ofSeconds(10))
                        .until(() -> inventory.byTopic(topic).isPresent());
            }
            assertEquals(20, inventory.all().size());
            assertEquals(refused, importer.refused(), "nothing refused once the importer caught up");
        }
    }

    private static void announce(MqttHubClient announcer, int i) {
        String json = "{\"name\":\"Plug " + i + "\",\"state_topic\":\"zigbee2mqtt/plug_" + i + "\"}";
        announcer.publish("homeassistant/switch/plug_" + i + "/power/config", json.getBytes(StandardCharsets.UTF_8), 1, false);
    }
}
