package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.TestHub;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every broker contract against one broker for the class: a subclass says how its broker starts
 * and stops and how clients sign in to it, and runs each contract as a one-line {@code @Nested}
 * class ({@code @Nested class Devices extends DevicesOnThisBroker {}}), so reports and
 * {@code -Dtest=OnMosquittoTest*} name the broker. The wiring of hub, device side and automation
 * client exists once here, and the class refuses to start when a subclass leaves a contract out.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class OnBrokerContracts {
    /**
     * How the test's clients sign in: the hub's user, the device side's user and password, and the
     * automation clients' password (all empty for an anonymous broker).
     */
    record Logins(String hubUser, String deviceUser, String devicePassword, String clientPassword) {
        static final Logins ANONYMOUS = new Logins("", "", "", "");
    }

    TestHub hub;
    MqttHubClient deviceSide;
    AutomationClient nodeRed;
    private int port;

    /** Starts the broker in {@code dir} and answers the port it listens on. */
    abstract int startBroker(Path dir) throws Exception;

    abstract Logins logins();

    abstract void stopBroker();

    private static final List<Class<?>> CONTRACTS =
            List.of(DevicesOnThisBroker.class, AutomationsOnThisBroker.class, ReconnectionOnThisBroker.class,
                    BurstOnThisBroker.class);

    @BeforeAll
    void start(@TempDir Path dir) throws Exception {
        for (Class<?> contract : CONTRACTS) {
            assertTrue(Arrays.stream(getClass().getDeclaredClasses())
                            .anyMatch(c -> contract.isAssignableFrom(c) && c.isAnnotationPresent(Nested.class)),
                    getClass().getSimpleName() + " must run every contract: add @Nested class … extends " + contract.getSimpleName());
        }
        port = startBroker(dir);
        hub = new TestHub(dir, port).start();
        deviceSide = client(port, "device-side", logins().deviceUser(), logins().devicePassword());
        nodeRed = new AutomationClient("node-red", port, logins().clientPassword());
    }

    @AfterAll
    void stop() {
        try (AutoCloseable broker = this::stopBroker; AutoCloseable h = hub; AutoCloseable d = deviceSide;
                AutoCloseable n = nodeRed) {
            // closed in reverse order: the automation client, the device side, the hub, then the broker
        } catch (Exception e) {
            throw new IllegalStateException("stopping the broker test failed: " + e.getMessage(), e);
        }
    }

    static MqttHubClient client(int port, String id, String user, String password) {
        MqttHubClient c = new MqttHubClient(MqttSettings.of("127.0.0.1", port, id, user, password).withReconnectMaxSeconds(1));
        c.start();
        await(id + " connected").atMost(Duration.ofSeconds(10)).until(c::isConnected);
        return c;
    }

    abstract class DevicesOnThisBroker extends DevicesOverMqttContract {
        TestHub hub() {
            return hub;
        }

        MqttHubClient deviceSide() {
            return deviceSide;
        }

        int brokerPort() {
            return port;
        }

        String hubUser() {
            return logins().hubUser();
        }
    }

    abstract class AutomationsOnThisBroker extends AutomationsContract {
        TestHub hub() {
            return hub;
        }

        AutomationClient nodeRed() {
            return nodeRed;
        }
    }

    abstract class ReconnectionOnThisBroker extends ReconnectionContract {
        TestHub hub() {
            return hub;
        }

        int brokerPort() {
            return port;
        }

        String hubUser() {
            return logins().hubUser();
        }
    }

    /** The burst brings its own hub client and devices: it borrows only the broker, never {@link #hub}. */
    abstract class BurstOnThisBroker extends BurstContract {
        int brokerPort() {
            return port;
        }

        String hubUser() {
            return logins().hubUser();
        }
    }
}
