package home.hearth.devices.mqtt.internal;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.DisconnectReason;
import home.hearth.devices.support.MosquittoProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttActionListener;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reconnect attempt that fails with something other than Paho's own {@link MqttException} (a bug, a bad TLS setting
 * read at connect) runs on the client's connect thread, where an exception goes unheard: no next attempt was booked,
 * and the client stayed unconnected for the hub's life. It is now logged and tried again like any failed attempt.
 */
class ConnectAttemptsTest {
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

    @Test
    void aReconnectAttemptThatThrowsSomethingUnexpectedIsTriedAgain() throws Exception {
        MqttSettings settings = throughTheProxy("attempts-test");
        ClientFailingAtConnect client = new ClientFailingAtConnect(settings.serverUri(), settings.clientId(), 2);
        try (ConnectAttempts attempts = new ConnectAttempts(client, settings, () -> false, window -> {})) {
            client.setCallback(new DisconnectReason(reason -> attempts.lost())); // what the hub does on a loss
            attempts.start();
            await("first connect").atMost(Duration.ofSeconds(10)).until(client::isConnected);

            proxy.cut();
            await("the connection is lost").atMost(Duration.ofSeconds(10)).until(() -> !client.isConnected());
            proxy.restore();
            await("connected again after the attempt that threw").atMost(Duration.ofSeconds(15))
                    .until(client::isConnected);
            assertTrue(client.connects.get() >= 3, "attempts made: " + client.connects.get());
        } finally {
            client.disconnectForcibly(0, 1000, false);
            client.close(true);
        }
    }

    /**
     * The same on the other path that books an attempt: a connect the broker took and never answered is dropped
     * ({@link ConnectAttempts#ATTEMPT_SECONDS}) and tried again, even when dropping it throws something unexpected.
     */
    @Test
    void anUnansweredConnectWhoseDroppingThrowsIsTriedAgain() throws Exception {
        MqttSettings settings = throughTheProxy("unanswered-test");
        ClientFailingAtDrop client = new ClientFailingAtDrop(settings.serverUri(), settings.clientId());
        try (ConnectAttempts attempts = new ConnectAttempts(client, settings, () -> false, window -> {})) {
            proxy.hang();
            attempts.start();
            await("a second attempt after the drop that threw").atMost(Duration.ofSeconds(30))
                    .until(() -> proxy.held() >= 2);
            assertTrue(client.dropsThatThrew.get() >= 1, "the drop threw");
            proxy.restore();
            await("connected").atMost(Duration.ofSeconds(30)).until(client::isConnected);
        } finally {
            client.disconnectForcibly(0, 1000, false);
            client.close(true);
        }
    }

    private MqttSettings throughTheProxy(String clientId) {
        return MqttSettings.of("127.0.0.1", proxy.port(), clientId, "", "").withReconnectMaxSeconds(1);
    }

    /** A real Paho client whose first forcible disconnect throws once it has done its work. */
    private static final class ClientFailingAtDrop extends MqttAsyncClient {
        final AtomicInteger dropsThatThrew = new AtomicInteger();

        ClientFailingAtDrop(String serverUri, String clientId) throws MqttException {
            super(serverUri, clientId, new MemoryPersistence());
        }

        @Override
        public void disconnectForcibly(long quiesceTimeout, long disconnectTimeout, boolean sendDisconnectPacket)
                throws MqttException {
            super.disconnectForcibly(quiesceTimeout, disconnectTimeout, sendDisconnectPacket);
            if (dropsThatThrew.get() == 0) {
                dropsThatThrew.incrementAndGet();
                throw new IllegalStateException("dropping the connect fails unexpectedly");
            }
        }
    }

    /** A real Paho client whose {@code failing}th connect throws, as a bug in it or below it would. */
    private static final class ClientFailingAtConnect extends MqttAsyncClient {
        final AtomicInteger connects = new AtomicInteger();
        private final int failing;

        ClientFailingAtConnect(String serverUri, String clientId, int failing) throws MqttException {
            super(serverUri, clientId, new MemoryPersistence());
            this.failing = failing;
        }

        @Override
        public IMqttToken connect(MqttConnectionOptions options, Object context, MqttActionListener listener)
                throws MqttException {
            if (connects.incrementAndGet() == failing) {
                throw new IllegalStateException("connect number " + failing + " fails unexpectedly");
            }
            return super.connect(options, context, listener);
        }
    }
}
