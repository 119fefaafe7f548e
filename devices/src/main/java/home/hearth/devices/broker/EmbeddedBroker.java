package home.hearth.devices.broker;

import com.hivemq.configuration.service.InternalConfigurations;
import com.hivemq.embedded.EmbeddedExtension;
import com.hivemq.embedded.EmbeddedHiveMQ;
import home.hearth.devices.DevicesException;
import home.hearth.devices.broker.internal.AclExtension;
import home.hearth.devices.broker.internal.ConnectedClients;
import home.hearth.devices.broker.internal.Permissions;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.policies.mqtt.MqttAcl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The in-process MQTT 5 broker (HiveMQ CE) for the default run, used when no external broker is
 * configured. Clients must log in with one of the given accounts; the hub's account may do
 * everything, every other account exactly what its {@link MqttAcl} rule grants (default deny),
 * and publishes requests only under {@code hub/v1/request/<its username>/}. Accounts and the ACL
 * may change while it runs ({@link LiveAccounts}, a {@code Supplier<MqttAcl>}): both are asked at
 * every connect, and {@link #disconnect} closes an account's open connections. State lives in memory.
 */
public final class EmbeddedBroker implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedBroker.class);
    /**
     * HiveMQ waits 2 s at stop for writes "just enqueued" in its persistence queues. Ours are in
     * memory and dropped at stop anyway, and its listeners are closed before that wait, so 200 ms
     * is plenty: a stop takes about 2.3 s instead of 4.1 s (measured alternately, four stops each).
     */
    private static final int PERSISTENCE_SHUTDOWN_GRACE_MS = 200;

    static {
        // A setting of HiveMQ's JVM-wide internal configuration, not of one broker: set once, when the class loads.
        InternalConfigurations.PERSISTENCE_SHUTDOWN_GRACE_PERIOD_MSEC.set(PERSISTENCE_SHUTDOWN_GRACE_MS);
    }

    private final BrokerSettings settings;
    private final EmbeddedHiveMQ hivemq;
    private final ConnectedClients connected = new ConnectedClients();
    private volatile boolean running;

    /**
     * @param hub the hub's own account (all topics)
     * @param clients the simulator's and automation clients' accounts, each limited by {@code acl}
     */
    public EmbeddedBroker(BrokerSettings settings, BrokerAccount hub, List<BrokerAccount> clients, MqttAcl acl) {
        this(settings, hub, clients, LiveAccounts.NONE, () -> acl);
    }

    /**
     * @param hub the hub's own account (all topics)
     * @param fixed accounts known at start (the simulator's, a clients file's), checked before {@code live}
     * @param live accounts that may change while the broker runs, asked on every connect
     * @param acl the ACL in force, asked on every connect (a client keeps what it got until it reconnects)
     */
    public EmbeddedBroker(BrokerSettings settings, BrokerAccount hub, List<BrokerAccount> fixed, LiveAccounts live,
            Supplier<MqttAcl> acl) {
        this.settings = settings;
        Map<String, BrokerAccount> accounts = new LinkedHashMap<>();
        accounts.put(hub.username(), hub);
        for (BrokerAccount c : fixed) {
            if (accounts.put(c.username(), c) != null) {
                throw new IllegalArgumentException("broker username '" + c.username() + "' is given twice");
            }
        }
        Path conf = folder("conf");
        writeConfig(conf);
        EmbeddedExtension extension = EmbeddedExtension.builder().withId("hearth-acl").withName("Hearth ACL")
                .withVersion("1").withPriority(1000).withStartPriority(1000)
                .withExtensionMain(new AclExtension(accounts, live, new Permissions(hub.username(), acl), connected)).build();
        this.hivemq = EmbeddedHiveMQ.builder().withConfigurationFolder(conf).withDataFolder(folder("data"))
                .withExtensionsFolder(folder("extensions")).withoutLoggingBootstrap()
                .withEmbeddedExtension(extension).build();
    }

    /** Starts listening; a port in use or a broken folder is a {@link DevicesException} that says so. */
    public void start() {
        try {
            hivemq.start().get();
            running = true;
            LOG.info("embedded MQTT broker listening on {}:{}", settings.bindAddress(), settings.port());
        } catch (ExecutionException e) {
            throw new DevicesException("the embedded MQTT broker could not start on " + settings.bindAddress() + ":"
                    + settings.port() + " (is the port in use?): " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DevicesException("interrupted while starting the embedded MQTT broker", e);
        }
    }

    /**
     * Closes every connection logged in as {@code username} (a revoked account, or one whose ACL
     * changed: it gets its new permissions when it reconnects). MQTT 5 clients get DISCONNECT
     * {@code NOT_AUTHORIZED} with {@code reason}. Answers how many connections were closed.
     */
    public int disconnect(String username, String reason) {
        return running ? connected.disconnect(username, reason) : 0;
    }

    /** How many client ids the broker remembers for {@link #disconnect} (refused and ended ones are forgotten). */
    public int rememberedClients() {
        return connected.remembered();
    }

    public boolean isRunning() {
        return running;
    }

    public int port() {
        return settings.port();
    }

    /** Stops the broker (about 2 s: Netty's fixed quiet period, then the persistence grace above); idempotent. */
    @Override
    public void close() {
        if (!running) {
            return;
        }
        running = false;
        try {
            hivemq.stop().get();
        } catch (ExecutionException e) {
            LOG.warn("the embedded MQTT broker did not stop cleanly: {}", e.getCause().toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Path folder(String name) {
        try {
            return Files.createDirectories(settings.folder().resolve(name));
        } catch (IOException e) {
            throw new DevicesException("cannot create the broker folder " + settings.folder().resolve(name) + ": "
                    + e.getMessage(), e);
        }
    }

    private void writeConfig(Path conf) {
        String xml = """
                <?xml version="1.0"?>
                <hivemq>
                  <listeners>
                    <tcp-listener><port>%d</port><bind-address>%s</bind-address></tcp-listener>
                  </listeners>
                  <anonymous-usage-statistics><enabled>false</enabled></anonymous-usage-statistics>
                  <persistence><mode>in-memory</mode></persistence>
                  <mqtt><packets><max-packet-size>%d</max-packet-size></packets></mqtt>
                </hivemq>
                """.formatted(settings.port(), settings.bindAddress(), MqttSettings.MAX_PACKET_BYTES);
        try {
            Files.writeString(conf.resolve("config.xml"), xml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new DevicesException("cannot write the broker configuration in " + conf + ": " + e.getMessage(), e);
        }
    }
}
