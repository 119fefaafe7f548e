package home.hearth.devices.mqtt;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.MosquittoProcess;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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

    /**
     * Closing while Paho's connect thread ("MQTT Con") is still opening the TCP connection, to a broker slow to take it
     * (here a listener whose accept queue is full, so the kernel drops the SYN until there is room): Paho's forced
     * shutdown cannot close a socket that is not connected yet, so the connect went on after the close. When the
     * listener took it, the closed client's connect thread started its reader and sender (the sender died on a
     * NullPointerException, logged by Paho) and the connection stayed open, with nobody to close it.
     */
    @Test
    void closingWhileTheTcpConnectionIsStillBeingOpenedLeavesNoConnectionOrThreadBehind() throws Exception {
        try (ServerSocket slow = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<Socket> queued = fillTheAcceptQueue(slow);
            MqttHubClient hub = client(slow.getLocalPort(), "hub-opening", true);
            await("the TCP connect under way").atMost(Duration.ofSeconds(10))
                    .until(() -> threadsNamed("hub-opening"), t -> t.contains("MQTT Con: hub-opening"));
            hub.close();
            for (Socket s : queued) {
                slow.accept().close(); // room in the queue: the kernel takes the client's next SYN
                s.close();
            }
            assertFalse(aLateConnectionStayed(slow), "a connection of the closed client stayed open");
            await("no thread of the client left").atMost(Duration.ofSeconds(10))
                    .until(() -> threadsNamed("hub-opening"), List::isEmpty);
        }
    }

    /**
     * Whether the client's connect made a connection after all, within its connect timeout (5 s), and then kept it open
     * or sent something on it, for 5 s.
     */
    private static boolean aLateConnectionStayed(ServerSocket server) throws IOException {
        server.setSoTimeout(5_000);
        Socket late;
        try {
            late = server.accept();
        } catch (SocketTimeoutException noneCame) {
            return false;
        }
        try (late) {
            late.setSoTimeout(5_000);
            return late.getInputStream().read() >= 0;
        } catch (SocketTimeoutException openAndSilent) {
            return true;
        }
    }

    /** Connects until the listener's accept queue is full; answers the connections waiting in it. */
    private static List<Socket> fillTheAcceptQueue(ServerSocket server) throws IOException {
        List<Socket> waiting = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            Socket s = new Socket();
            try {
                s.connect(server.getLocalSocketAddress(), 300);
                waiting.add(s);
            } catch (SocketTimeoutException full) {
                s.close();
                return waiting;
            }
        }
        throw new IllegalStateException("the accept queue of a listener with a backlog of 1 never filled");
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
