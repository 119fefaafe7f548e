package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.support.EncryptedDatabase;
import home.hearth.devices.support.HouseRules;
import home.hearth.devices.support.RecordingAudit;
import home.hearth.devices.support.TestHub;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.devices.ActionDecision;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Live state, commands, discovery and malformed payloads: the same contract on every broker. */
abstract class DevicesOverMqttContract {
    static final DeviceId LOCK = DeviceId.of("front-door-lock");
    static final DeviceId KITCHEN = DeviceId.of("kitchen-light");
    static final Requester ALICE = Requester.of(Principal.verified(MemberId.of("alice"), Role.ADULT));

    abstract TestHub hub();

    /** A client allowed to publish raw device and discovery payloads (the simulator's account). */
    abstract MqttHubClient deviceSide();

    abstract int brokerPort();

    /** The hub's broker username, empty for an anonymous broker. */
    abstract String hubUser();

    @AfterEach
    void answerAgain() {
        hub().resetSimulator();
    }

    @Test
    void readsTheLockStateFreshFromTheDevice() {
        Instant before = Instant.now();
        DeviceReading.Fresh fresh = assertInstanceOf(DeviceReading.Fresh.class, hub().gateway.readState(ALICE, LOCK));
        assertEquals(Optional.of(true), fresh.state().flag("locked"));
        assertFalse(fresh.at().isBefore(before));
    }

    @Test
    void saysTheFrontDoorLockDidNotAnswerWhenItIsSilent() {
        hub().simulator.device("front_door_lock").orElseThrow().goSilent(true);
        DeviceReading.NoAnswer r = assertInstanceOf(DeviceReading.NoAnswer.class, hub().gateway.readState(ALICE, LOCK));
        assertEquals("the front door lock did not answer", r.message());
        assertEquals(Optional.empty(), r.lastReport());
    }

    @Test
    void givesTheLastReportLabelledAsOldOnlyWhenAsked() {
        assertInstanceOf(DeviceReading.Fresh.class, hub().gateway.readState(ALICE, LOCK));
        hub().simulator.device("front_door_lock").orElseThrow().goSilent(true);
        DeviceReading r = hub().gateway.readState(ALICE, LOCK, TestHub.DEADLINE, true);
        DeviceReading.OldReport old = assertInstanceOf(DeviceReading.NoAnswer.class, r).lastReport().orElseThrow();
        assertEquals(Optional.of(true), old.state().flag("locked"));
        assertTrue(old.label().startsWith("old report from"), old.label());
    }

    /** The gateway keeps last reports of the inventory's devices only (anybody may publish under their base). */
    @Test
    void forgetsTheLastReportOfADeviceRemovedFromTheInventory() {
        assertInstanceOf(DeviceReading.Fresh.class, hub().gateway.readState(ALICE, LOCK));
        Device lock = hub().inventory.byId(LOCK).orElseThrow();
        hub().inventory.remove(LOCK);
        hub().inventory.save(lock);
        hub().simulator.device("front_door_lock").orElseThrow().goSilent(true);
        DeviceReading r = hub().gateway.readState(ALICE, LOCK, TestHub.DEADLINE, true);
        assertEquals(Optional.empty(), assertInstanceOf(DeviceReading.NoAnswer.class, r).lastReport());
    }

    @Test
    void confirmsACommandWhenTheDeviceReportsTheNewState() {
        CommandResult on = hub().gateway.command(ALICE, KITCHEN, new Command.SwitchTo(true), false);
        assertEquals(Optional.of(true), assertInstanceOf(CommandResult.Confirmed.class, on).state().flag("on"));
        CommandResult off = hub().gateway.command(ALICE, KITCHEN, new Command.SwitchTo(false), false);
        assertEquals(Optional.of(false), assertInstanceOf(CommandResult.Confirmed.class, off).state().flag("on"));
    }

    @Test
    void saysTheCommandIsUnconfirmedWhenTheDeviceIgnoresIt() {
        hub().simulator.device("living_room_lamp").orElseThrow().ignoreSets(true);
        CommandResult r = hub().gateway.command(ALICE, DeviceId.of("living-room-lamp"), new Command.DimTo(200), false);
        assertInstanceOf(CommandResult.Unconfirmed.class, r);
        assertTrue(r.message().contains("did not confirm"), r.message());
        assertTrue(hub().audit.events.stream().anyMatch(e -> e.outcome().equals("unconfirmed")));
    }

    @Test
    void refusesToUnlockForAnUncertainSpeakerAndAuditsIt() {
        Requester bob = Requester.of(Principal.verified(MemberId.of("bob"), Role.ADULT).withLevel(IdentityLevel.UNCERTAIN));
        CommandResult r = hub().gateway.command(bob, LOCK, new Command.LockTo(false), false);
        assertInstanceOf(ActionDecision.AskWhoIsSpeaking.class, assertInstanceOf(CommandResult.Refused.class, r).decision());
        assertTrue(hub().audit.events.stream().anyMatch(e -> e.actor().equals("bob")
                && e.target().equals("front-door-lock") && e.outcome().equals("needs-identity")));
        DeviceReading still = hub().gateway.readState(ALICE, LOCK);
        assertEquals(Optional.of(true), assertInstanceOf(DeviceReading.Fresh.class, still).state().flag("locked"));
    }

    @Test
    void unlocksOnlyAfterAVerifiedMemberConfirms() {
        CommandResult first = hub().gateway.command(ALICE, LOCK, new Command.LockTo(false), false);
        assertInstanceOf(ActionDecision.Confirm.class, assertInstanceOf(CommandResult.Refused.class, first).decision());
        assertInstanceOf(CommandResult.Confirmed.class, hub().gateway.command(ALICE, LOCK, new Command.LockTo(false), true));
        assertInstanceOf(CommandResult.Confirmed.class, hub().gateway.command(ALICE, LOCK, new Command.LockTo(true), false));
    }

    /**
     * Two bridges, the second under the first's base ({@code zigbee2mqtt} and {@code zigbee2mqtt/garden}): the hub
     * subscribes to both bases, so a garden device's report matches two of its filters, and Mosquitto sends one copy per
     * matching subscription. A copy after the one that answered a read stayed and answered the next read, although the
     * lamp had gone silent: an old state given as fresh. In a house the next read must come between two copies; here a
     * third filter on the lamp (anything else in the hub listening to it), whose copy Mosquitto sends between the two
     * bases' copies, holds Paho's callback thread until the next read is asked, so that happens every time.
     */
    @Test
    void aReportMatchingSeveralOfTheHubsFiltersAnswersOneReadOnly(@TempDir Path dir) {
        Inventory inventory = new Inventory(EncryptedDatabase.migrated(dir.resolve("bridges.db")), Clock.systemUTC());
        inventory.save(hub().inventory.byId(LOCK).orElseThrow());
        Device lamp = new Device(DeviceId.of("garden-lamp"), "Garden lamp", "garden", Set.of(Capability.SWITCH),
                new DeviceTopic("zigbee2mqtt/garden", "lamp"), List.of());
        inventory.save(lamp);
        AtomicInteger asked = new AtomicInteger();
        CountDownLatch askedAgain = new CountDownLatch(1);
        deviceSide().subscribe(lamp.topic().get(), m -> {
            if (asked.incrementAndGet() == 1) {
                publish(lamp.topic().state(), "{\"state\":\"ON\"}");
            } else {
                askedAgain.countDown(); // and silent from now on
            }
        });
        String password = hubUser().isEmpty() ? "" : TestHub.HUB_PASSWORD;
        try (MqttHubClient client = OnBrokerContracts.client(brokerPort(), "hub-two-bridges", hubUser(), password)) {
            MqttDeviceGateway gateway = new MqttDeviceGateway(client, inventory, new HouseRules(), new RecordingAudit(),
                    CommandObserver.NONE, new GatewaySettings(TestHub.DEADLINE, Clock.systemUTC()));
            client.subscribe("zigbee2mqtt/+/lamp", m -> awaitQuietly(askedAgain));
            DeviceReading first = gateway.readState(ALICE, lamp.id(), Duration.ofSeconds(10), false);
            assertEquals(Optional.of(true), assertInstanceOf(DeviceReading.Fresh.class, first).state().flag("on"));
            DeviceReading second = gateway.readState(ALICE, lamp.id());
            assertInstanceOf(DeviceReading.NoAnswer.class, second, "the lamp did not answer the second read");
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void answersUnknownDeviceAndUnsupportedCommandWithoutSendingAnything() {
        assertEquals("there is no device called 'garage-door'",
                hub().gateway.readState(ALICE, DeviceId.of("garage-door")).message());
        assertInstanceOf(CommandResult.Unsupported.class, hub().gateway.command(ALICE, LOCK, new Command.DimTo(3), false));
    }

    @Test
    void ignoresMalformedStateMessagesAndStillAnswers() {
        deviceSide().publish("zigbee2mqtt/front_door_lock", "not json{".getBytes(StandardCharsets.UTF_8), 1, false);
        deviceSide().publish("zigbee2mqtt/front_door_lock", "[1,2]".getBytes(StandardCharsets.UTF_8), 1, false);
        assertInstanceOf(DeviceReading.Fresh.class, hub().gateway.readState(ALICE, LOCK));
    }

    @Test
    void importsHomeAssistantDiscoveryAndSkipsMalformedPayloads() {
        publish("homeassistant/binary_sensor/0x00158d/window/config", "{not json");
        publish("homeassistant/lock/0x00158d/lock/config", "[]");
        publish("homeassistant/binary_sensor/0x0017/contact/config", """
                {"name":"Contact","device_class":"window","state_topic":"zigbee2mqtt/bathroom_window",
                 "device":{"name":"Bathroom window","suggested_area":"Bathroom"}}""");
        DeviceId id = DeviceId.of("bathroom-window");
        await().atMost(Duration.ofSeconds(10)).until(() -> hub().inventory.byId(id).isPresent());
        Device d = hub().inventory.byId(id).orElseThrow();
        assertEquals(Set.of(Capability.CONTACT), d.capabilities());
        assertEquals("bathroom", d.room());
        assertTrue(hub().inventory.all().stream().noneMatch(x -> x.topic().name().startsWith("0x00158d")));
    }

    @Test
    void importsTheZigbee2mqttDeviceListAndKeepsKnownDevicesAsTheyAre() {
        Device kitchenBefore = hub().inventory.byId(KITCHEN).orElseThrow();
        publish("zigbee2mqtt/bridge/devices", """
                [{"friendly_name":"Coordinator","type":"Coordinator"},
                 {"friendly_name":"kitchen_light","type":"Router","definition":{"exposes":[
                   {"type":"light","features":[{"name":"state"},{"name":"brightness"}]}]}},
                 {"friendly_name":"garden_plug","type":"Router","definition":{"exposes":[
                   {"type":"switch","features":[{"name":"state","property":"state"}]},
                   {"type":"numeric","name":"power","property":"power"}]}},
                 "garbage"]""");
        DeviceId plug = DeviceId.of("garden-plug");
        await().atMost(Duration.ofSeconds(10)).until(() -> hub().inventory.byId(plug).isPresent());
        assertEquals(Set.of(Capability.PLUG), hub().inventory.byId(plug).orElseThrow().capabilities());
        assertEquals(kitchenBefore, hub().inventory.byId(KITCHEN).orElseThrow(), "discovery never changes a known device");
    }

    private void publish(String topic, String payload) {
        deviceSide().publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, false);
    }
}
