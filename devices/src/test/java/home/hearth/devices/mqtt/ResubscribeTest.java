package home.hearth.devices.mqtt;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.support.MosquittoProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A filter Paho refuses (registered while disconnected, when nothing checks it) costs that subscription only. Before,
 * its exception ended the subscriptions made at connect: the filters after it were never asked for and the client
 * stayed "not connected" (every device question answered unreachable) until its next loss.
 */
class ResubscribeTest {

    @Test
    void aFilterPahoRefusesCostsOnlyItsOwnSubscription(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        List<String> heard = new CopyOnWriteArrayList<>();
        try (MosquittoProcess broker = MosquittoProcess.start(dir, "allow_anonymous true");
                MqttHubClient client = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "resubscribe", "", ""));
                MqttHubClient other = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "publisher", "", ""))) {
            assertFalse(client.subscribe("zigbee2mqtt/#/set", m -> heard.add(m.topic())), "not connected: not granted");
            client.subscribe("zigbee2mqtt/hall_lamp", m -> heard.add(m.topic()));
            client.start();
            other.start();
            await("connected, with its subscriptions asked for").atMost(Duration.ofSeconds(10))
                    .until(() -> client.isConnected() && other.isConnected());
            other.publish("zigbee2mqtt/hall_lamp", "{\"state\":\"ON\"}".getBytes(StandardCharsets.UTF_8), 1, false);
            await("the filter after the refused one was subscribed").atMost(Duration.ofSeconds(10))
                    .until(() -> heard.contains("zigbee2mqtt/hall_lamp"));
        }
    }
}
