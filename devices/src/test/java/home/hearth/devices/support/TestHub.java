package home.hearth.devices.support;

import home.hearth.devices.Inventory;
import home.hearth.devices.automations.Announcer;
import home.hearth.devices.automations.AutomationHooks;
import home.hearth.devices.automations.AutomationsApi;
import home.hearth.devices.automations.HubEvents;
import home.hearth.devices.discovery.DiscoveryImporter;
import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.simulator.DemoHousehold;
import home.hearth.devices.simulator.DeviceSimulator;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.awaitility.Awaitility;

/** The devices module wired as the hub wires it, against a broker on {@code port}, with the demo household. */
public final class TestHub implements AutoCloseable {
    public static final String HUB_USER = "hub";
    public static final String HUB_PASSWORD = "hub-secret-1";
    public static final String SIM_USER = "simulator";
    public static final String SIM_PASSWORD = "sim-secret-1";
    public static final String CLIENT_PASSWORD = "client-secret-1";
    public static final Duration DEADLINE = Duration.ofMillis(400);

    public final Inventory inventory;
    public final MqttHubClient hub;
    public final DeviceSimulator simulator;
    public final MqttDeviceGateway gateway;
    public final RecordingAudit audit = new RecordingAudit();
    public final HubEvents events;
    public final AutomationsApi api;
    public final DiscoveryImporter discovery;
    public final List<String> announcements = new CopyOnWriteArrayList<>();

    public TestHub(Path dir, int port) {
        inventory = new Inventory(EncryptedDatabase.migrated(dir.resolve("hub.db")), Clock.systemUTC());
        DemoHousehold.devices("zigbee2mqtt").forEach(inventory::save);
        hub = new MqttHubClient(MqttSettings.of("127.0.0.1", port, "hearth-hub", HUB_USER, HUB_PASSWORD)
                .asHub().withReconnectMaxSeconds(1));
        simulator = new DeviceSimulator(new MqttHubClient(
                MqttSettings.of("127.0.0.1", port, "hearth-sim", SIM_USER, SIM_PASSWORD).withReconnectMaxSeconds(1)),
                "zigbee2mqtt");
        DemoHousehold.simulated().forEach(simulator::add);
        events = new HubEvents(hub, Clock.systemUTC());
        gateway = new MqttDeviceGateway(hub, inventory, new HouseRules(), audit, events,
                new GatewaySettings(DEADLINE, Clock.systemUTC()));
        api = new AutomationsApi(hub, gateway, acl(), new AutomationHooks(
                (member, key) -> PREFERENCES.getOrDefault(member.value() + "/" + key, Optional.empty()),
                announcer(), client -> Principal.verified(MemberId.of(client), Role.ADULT)));
        discovery = new DiscoveryImporter(hub, inventory, List.of("zigbee2mqtt"));
    }

    private static final Map<String, Optional<String>> PREFERENCES = Map.of(
            "alice/preferred_temperature_night", Optional.of("22 °C"),
            "bob/preferred_temperature_night", Optional.of("19 °C"));

    /**
     * node-red: a few device topics, alice's night temperature; intruder: tries others' request topics; reader: may
     * only ask for device states; watcher: reads everything under hub/v1/ and no member's preferences; everything: may publish on any topic.
     */
    public static MqttAcl acl() {
        return new MqttAcl(List.of(
                new MqttClientRule("node-red",
                        List.of("hub/v1/request/node-red/+", "zigbee2mqtt/kitchen_light/get", "zigbee2mqtt/kitchen_light/set",
                                "zigbee2mqtt/front_door_lock/get"),
                        List.of("hub/v1/response/node-red/#", "hub/v1/events/#"), Set.of("alice"),
                        Set.of("preferred_temperature_night")),
                new MqttClientRule(SIM_USER, List.of("zigbee2mqtt/#", "homeassistant/#"), List.of("zigbee2mqtt/#"),
                        Set.of(), Set.of()),
                new MqttClientRule("intruder", List.of("hub/v1/request/#"), List.of("hub/v1/response/intruder/#"),
                        Set.of(), Set.of()),
                new MqttClientRule("reader", List.of("hub/v1/request/reader/device.state", "zigbee2mqtt/+/get"),
                        List.of("hub/v1/response/reader/#"), Set.of(), Set.of()),
                new MqttClientRule("watcher", List.of(), List.of("hub/v1/#"), Set.of(), Set.of()),
                new MqttClientRule("everything", List.of("#"), List.of("hub/v1/response/everything/#"), Set.of(), Set.of())));
    }

    private Announcer announcer() {
        return (room, text) -> {
            if (room.equals("garage")) {
                return Decision.deny("there is no speaker in the garage");
            }
            announcements.add(room + ": " + text);
            return Decision.allow("queued");
        };
    }

    /** Connects everything and waits until the hub and the simulator are up. */
    public TestHub start() {
        simulator.start();
        hub.start();
        api.start();
        discovery.start();
        Awaitility.await("hub and simulator connected").atMost(Duration.ofSeconds(15))
                .until(() -> hub.isConnected() && simulator.isConnected());
        return this;
    }

    /** Puts every simulated device back to answering. */
    public void resetSimulator() {
        DemoHousehold.simulated().forEach(d -> simulator.device(d.name()).ifPresent(s -> {
            s.goSilent(false);
            s.ignoreSets(false);
        }));
    }

    @Override
    public void close() {
        api.close();
        discovery.close();
        simulator.close();
        hub.close();
    }
}
