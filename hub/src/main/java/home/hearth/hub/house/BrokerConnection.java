package home.hearth.hub.house;

import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.BrokerSettings;
import home.hearth.devices.broker.EmbeddedBroker;
import home.hearth.devices.broker.LiveAccounts;
import home.hearth.hub.config.ConfigException;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.hub.config.MqttConfig;
import home.hearth.hub.lifecycle.StartedComponents;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the hub and its simulator reach the broker. With no external broker configured, the hub
 * starts the embedded one with two accounts whose passwords are random for each start (they
 * never leave the process): the hub's own, and the simulator's, limited to the zigbee2mqtt topics.
 * Automation clients' accounts come from {@code mqtt.clients-file} ({@link MqttClientsFile}, fixed at start)
 * and from the admin page ({@link AutomationClients}, asked at every connect); the ACL in force is asked
 * at every connect too.
 */
record BrokerConnection(MqttSettings hubClient, MqttSettings simulatorClient, Optional<EmbeddedBroker> embedded,
        List<String> fileAccounts) {
    static final String SIMULATOR = "hearth-simulator";
    private static final Logger LOG = LoggerFactory.getLogger(BrokerConnection.class);

    /**
     * @param policyAcl the household's ACL in force (asked at every connect)
     * @param live the accounts added from /admin, asked at every connect after the fixed ones
     */
    static BrokerConnection open(MqttConfig settings, Path brokerFolder, Supplier<MqttAcl> policyAcl, LiveAccounts live,
            StartedComponents started) {
        if (settings.embedded()) {
            BrokerAccount hub = new BrokerAccount(settings.username(), randomPassword());
            BrokerAccount sim = new BrokerAccount(SIMULATOR, randomPassword());
            List<BrokerAccount> fromFile = fileAccounts(settings.clientsFile());
            List<BrokerAccount> clients = new ArrayList<>(fromFile);
            clients.add(sim);
            EmbeddedBroker broker = new EmbeddedBroker(new BrokerSettings(settings.host(), settings.port(), brokerFolder),
                    hub, clients, live, () -> withSimulator(policyAcl.get()));
            broker.start();
            started.push(broker);
            String host = settings.host().equals("0.0.0.0") ? "127.0.0.1" : settings.host();
            return new BrokerConnection(
                    MqttSettings.of(host, settings.port(), "hearth-hub", hub.username(), hub.password()).asHub(),
                    MqttSettings.of(host, settings.port(), SIMULATOR, sim.username(), sim.password()),
                    Optional.of(broker), fromFile.stream().map(BrokerAccount::username).toList());
        }
        URI uri = URI.create(settings.externalUrl().orElseThrow());
        if (uri.getHost() == null || uri.getPort() < 1) {
            throw new ConfigException("mqtt.url: expected tcp://host:port, got '" + settings.externalUrl().get() + "'");
        }
        String password = settings.password().orElse("");
        return new BrokerConnection(
                MqttSettings.of(uri.getHost(), uri.getPort(), "hearth-hub", settings.username(), password).asHub(),
                MqttSettings.of(uri.getHost(), uri.getPort(), SIMULATOR, settings.username(), password),
                Optional.empty(), List.of());
    }

    /** The automation clients' accounts from {@code mqtt.clients-file}; none may take the simulator's name. */
    static List<BrokerAccount> fileAccounts(Optional<Path> file) {
        List<BrokerAccount> accounts = MqttClientsFile.read(file);
        if (accounts.stream().anyMatch(a -> a.username().equalsIgnoreCase(SIMULATOR))) {
            throw new ConfigException("mqtt.clients-file: '" + SIMULATOR + "' is the hub's own device simulator;"
                    + " give that client another name");
        }
        return accounts;
    }

    /**
     * The household's automation rules, plus the simulator's own: its devices' topics only. A policy
     * entry under the simulator's name is left out (it could only widen what the simulator may do,
     * and two rules for one name would make no ACL at all, so nobody could connect).
     */
    static MqttAcl withSimulator(MqttAcl policyAcl) {
        List<MqttClientRule> rules = new ArrayList<>(policyAcl.rules());
        if (rules.removeIf(r -> r.username().equals(SIMULATOR))) {
            LOG.warn("The household policy has an MQTT client named '{}', the hub's own device simulator; that entry is"
                    + " ignored: give the client another name", SIMULATOR);
        }
        List<String> zigbee = List.of(HouseDevices.ZIGBEE_BASE + "/#");
        rules.add(new MqttClientRule(SIMULATOR, zigbee, zigbee, Set.of(), Set.of()));
        return new MqttAcl(rules);
    }

    private static String randomPassword() {
        byte[] b = new byte[24];
        new SecureRandom().nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
