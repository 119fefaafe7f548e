package home.hearth.hub.house;

import home.hearth.devices.Inventory;
import home.hearth.devices.InventoryFile;
import home.hearth.devices.automations.AutomationHooks;
import home.hearth.devices.automations.AutomationsApi;
import home.hearth.devices.automations.HubEvents;
import home.hearth.devices.discovery.DiscoveryImporter;
import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.simulator.DemoHousehold;
import home.hearth.devices.simulator.DeviceSimulator;
import home.hearth.devices.simulator.SimulatedDevice;
import home.hearth.hub.config.HouseholdConfig;
import home.hearth.hub.config.MqttConfig;
import home.hearth.hub.lifecycle.StartedComponents;
import home.hearth.hub.policy.LivePolicies;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.mqtt.MqttAcl;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The device side of the running hub: inventory, the broker (embedded unless an external one is
 * configured), the hub's MQTT client, the gateway for live state and commands, the automations
 * API, discovery, and — in the demo household — the device simulator. Closes in reverse order.
 */
public final class HouseDevices implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(HouseDevices.class);
    static final String ZIGBEE_BASE = "zigbee2mqtt";
    private final Inventory inventory;
    private final MqttHubClient mqtt;
    private final MqttDeviceGateway gateway;
    private final HubEvents events;
    private final Duration stateDeadline;
    private final StartedComponents started;
    private final AutomationsApi automations;
    private final AutomationClients clients;
    private final DiscoveryImporter discovery;

    private HouseDevices(Inventory inventory, MqttHubClient mqtt, MqttDeviceGateway gateway, HubEvents events,
            Duration stateDeadline, StartedComponents started, AutomationsApi automations, AutomationClients clients,
            DiscoveryImporter discovery) {
        this.inventory = inventory;
        this.mqtt = mqtt;
        this.gateway = gateway;
        this.events = events;
        this.stateDeadline = stateDeadline;
        this.started = started;
        this.automations = automations;
        this.clients = clients;
        this.discovery = discovery;
    }

    /**
     * Starts everything. The hub's MQTT client starts even when the broker is down: device
     * questions then answer "unreachable" and the client keeps reconnecting.
     */
    public static HouseDevices start(MqttConfig settings, HouseholdConfig household, Path dataDir, DataSource db,
            LivePolicies policies, AuditTrail audit, AutomationHooks hooks, Clock clock) {
        boolean demo = household.demo();
        StartedComponents started = new StartedComponents();
        try {
            Inventory inventory = new Inventory(db, clock);
            if (demo) {
                DemoHousehold.devices(ZIGBEE_BASE).forEach(inventory::save);
            }
            household.inventoryFile().ifPresent(f -> InventoryFile.load(f).forEach(inventory::save));
            AutomationClientStore accounts = new AutomationClientStore(db, clock);
            Supplier<MqttAcl> acl = () -> policies.current().mqttAcl();
            BrokerConnection broker = BrokerConnection.open(settings, dataDir.resolve("mqtt"), acl, accounts, started);
            AutomationClients clients = new AutomationClients(accounts, broker.embedded(), broker.fileAccounts(),
                    Set.of(settings.username(), BrokerConnection.SIMULATOR), acl);
            policies.whenMqttClientsChange(clients::aclChanged);
            MqttHubClient mqtt = new MqttHubClient(broker.hubClient());
            started.push(mqtt);
            HubEvents events = new HubEvents(mqtt, clock);
            MqttDeviceGateway gateway = new MqttDeviceGateway(mqtt, inventory, policies.deviceRules(), audit, events,
                    new GatewaySettings(settings.stateDeadline(), clock));
            AutomationsApi api = new AutomationsApi(mqtt, gateway, acl, hooks, AutomationsApi.Limits.DEFAULT);
            DiscoveryImporter discovery = new DiscoveryImporter(mqtt, inventory, List.of(ZIGBEE_BASE));
            api.start();
            started.push(api);
            discovery.start();
            started.push(discovery);
            mqtt.start();
            if (demo) {
                started.push(startSimulator(broker));
            }
            LOG.info("Devices: {} in the inventory; MQTT client connecting to {}", inventory.all().size(),
                    broker.hubClient().serverUri());
            return new HouseDevices(inventory, mqtt, gateway, events, settings.stateDeadline(), started, api, clients,
                    discovery);
        } catch (RuntimeException e) {
            started.close();
            throw e;
        }
    }

    private static AutoCloseable startSimulator(BrokerConnection broker) {
        MqttHubClient simClient = new MqttHubClient(broker.simulatorClient());
        DeviceSimulator simulator = new DeviceSimulator(simClient, ZIGBEE_BASE);
        List<SimulatedDevice> devices = DemoHousehold.simulated();
        devices.forEach(simulator::add);
        simulator.start();
        LOG.info("Demo household: {} simulated devices on {}/…", devices.size(), ZIGBEE_BASE);
        return simulator;
    }

    public Inventory inventory() {
        return inventory;
    }

    public MqttDeviceGateway gateway() {
        return gateway;
    }

    public HubEvents events() {
        return events;
    }

    /** How long a live state read or command waits for the device. */
    public Duration stateDeadline() {
        return stateDeadline;
    }

    public boolean connected() {
        return mqtt.isConnected();
    }

    /** The automation clients' MQTT accounts (added and revoked while the hub runs). */
    public AutomationClients automationClients() {
        return clients;
    }

    /** Automation requests answered {@code busy} (the API's queue was full) since start. */
    public long automationBusyAnswers() {
        return automations.busyAnswers();
    }

    /** Automation requests that got no answer at all (the broker could not take it) since start. */
    public long automationUnanswered() {
        return automations.unanswered();
    }

    /** Discovery messages refused since start because too many waited to be imported. */
    public long discoveryRefused() {
        return discovery.refused();
    }

    @Override
    public void close() {
        started.close();
    }

}
