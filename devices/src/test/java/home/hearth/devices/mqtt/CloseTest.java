package home.hearth.devices.mqtt;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.MosquittoProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Closing the hub's client whatever the broker is doing: close returns, says offline, and leaves no thread behind. */
class CloseTest {
    private MosquittoProcess broker;
    private CuttableTcpProxy proxy;

    @BeforeEach
    void startBrokerBehindAProxy(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        broker = MosquittoProcess.start(dir, "allow_anonymous true");
        proxy = new CuttableTcpProxy(broker.port());
    }

    @AfterEach
    void stop() throws Exception {
        proxy.close();
        broker.close();
    }

    /**
     * A broker that takes the client's bytes and acknowledges nothing (frozen, or slow) when the hub stops: the retained
     * {@code offline} was published straight on Paho and waited for; its acknowledgement did not come, so the client was
     * never disconnected, and Paho refuses to close a connected client: its threads and its connection stayed.
     */
    @Test
    void closingWhileTheBrokerAcknowledgesNothingLeavesNoThreadBehindAndStillSaysOffline() {
        List<String> status = new CopyOnWriteArrayList<>();
        try (MqttHubClient watcher = client(broker.port(), "status-watcher", false)) {
            watcher.subscribe(MqttHubClient.STATUS_TOPIC, m -> status.add(m.text()));
            await().atMost(Duration.ofSeconds(10)).until(watcher::isConnected);
            MqttHubClient hub = client(proxy.port(), "hub-unacknowledged", true);
            await("online").atMost(Duration.ofSeconds(10)).until(() -> hub.isConnected() && status.contains("online"));
            status.clear();

            proxy.stallUpstream();
            hub.close();
            await("no thread of the client left").atMost(Duration.ofSeconds(10))
                    .until(() -> threadsNamed("hub-unacknowledged"), List::isEmpty);
            proxy.restore();
            await("offline, from the client or its will").atMost(Duration.ofSeconds(10))
                    .until(() -> status.contains("offline"));
        }
    }

    private static MqttHubClient client(int port, String id, boolean hub) {
        MqttSettings settings = MqttSettings.of("127.0.0.1", port, id, "", "").withReconnectMaxSeconds(1);
        MqttHubClient c = new MqttHubClient(hub ? settings.asHub() : settings);
        c.start();
        return c;
    }

    static List<String> threadsNamed(String clientId) {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.contains(clientId)).toList();
    }
}
