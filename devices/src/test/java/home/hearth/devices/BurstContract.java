package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.simulator.DemoHousehold;
import home.hearth.devices.simulator.DeviceSimulator;
import home.hearth.devices.support.EncryptedDatabase;
import home.hearth.devices.support.HouseRules;
import home.hearth.devices.support.RecordingAudit;
import home.hearth.devices.support.TestHub;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many workers reading devices at once publish faster than the broker's in-flight window lets one client: each read
 * must wait for room instead of being answered "unreachable" (HubUnderLoadTest once saw one in 5,871 requests).
 *
 * <p>The burst has a house of its own: its own inventory, its own hub client and its own simulated devices on a base
 * topic nothing else in the suite uses ({@value #BASE}), all closed when the test ends, and it subscribes nothing on
 * the suite's clients. Its late answers then reach nobody. The removed version read through the contract's hub and
 * simulator and counted messages with a subscription to {@code #} on the contract's hub client, which stayed there:
 * Mosquitto delivers one copy per matching subscription, so every lock report came twice, and the second copy of one
 * read's answer could answer the next read (a silent lock read as fresh in 26 of 60 tries with that subscription, 0
 * of 60 without): the failure of {@code givesTheLastReportLabelledAsOldOnlyWhenAsked} it was removed for.
 *
 * <p>No device is read before the burst, so each topic's first publish, which gives it its MQTT 5 alias, is made by
 * workers racing for a full window: where Paho's aliases went wrong (a first publish refused for want of room, or two
 * first publishes crossing), the broker dropped the client and the reads after were unreachable ({@code Publisher}).
 */
abstract class BurstContract {
    static final String BASE = "burst-house";
    static final int READS = 640;
    static final int WORKERS = 64;
    /**
     * Long enough that a device answer queued behind the burst still counts: the test is about the request being sent,
     * and a reading that timed out would hide that as "no answer". It bounds a wait; it asserts no speed.
     */
    static final Duration ANSWER_DEADLINE = Duration.ofSeconds(30);
    static final DeviceId LOCK = DeviceId.of("front-door-lock");
    static final DeviceId KITCHEN = DeviceId.of("kitchen-light");

    abstract int brokerPort();

    /** The hub's broker username, empty for an anonymous broker; the burst's devices sign in with it too. */
    abstract String hubUser();

    /**
     * Every read is answered {@code Fresh}: the broker may not refuse a request for want of in-flight room
     * ({@code Unreachable}, the defect), and the simulator answers every {@code /get} within the generous deadline
     * ({@code NoAnswer} would mean an answer was lost). Nothing else can happen: both devices exist and the house rules
     * let anyone read.
     */
    @Test
    void aBurstOfReadsFromManyWorkersIsAnsweredFreshEveryTime(@TempDir Path dir) throws Exception {
        try (MqttHubClient hub = client("burst-hub"); DeviceSimulator devices = simulator(client("burst-devices"))) {
            MqttDeviceGateway gateway = gateway(hub, dir);
            devices.start();
            hub.start();
            await("the burst's hub and devices connected").atMost(Duration.ofSeconds(15))
                    .until(() -> hub.isConnected() && devices.isConnected());
            Instant before = Instant.now();
            List<DeviceReading> readings = burst(gateway);
            Map<String, Integer> kinds = new TreeMap<>();
            readings.forEach(r -> kinds.merge(r.getClass().getSimpleName(), 1, Integer::sum));
            assertEquals(Map.of("Fresh", READS), kinds, "readings of " + READS + " by kind");
            assertEachAnswersItsOwnDevice(readings, before);
        }
    }

    private static MqttDeviceGateway gateway(MqttHubClient hub, Path dir) {
        Inventory inventory = new Inventory(EncryptedDatabase.migrated(dir.resolve("burst.db")), Clock.systemUTC());
        DemoHousehold.devices(BASE).forEach(inventory::save);
        return new MqttDeviceGateway(hub, inventory, new HouseRules(), new RecordingAudit(), CommandObserver.NONE,
                new GatewaySettings(TestHub.DEADLINE, Clock.systemUTC()));
    }

    private static void assertEachAnswersItsOwnDevice(List<DeviceReading> readings, Instant before) {
        for (int i = 0; i < READS; i++) {
            DeviceReading.Fresh fresh = (DeviceReading.Fresh) readings.get(i);
            assertEquals(device(i), fresh.device().id(), "reading " + i + " answers the device it asked");
            boolean lock = i % 2 == 0;
            // the demo household's lock starts locked and its kitchen light off, and nothing in the burst changes them
            assertEquals(Optional.of(lock), fresh.state().flag(lock ? "locked" : "on"),
                    "reading " + i + " carries its device's own state: " + fresh.state());
            assertFalse(fresh.at().isBefore(before), "reading " + i + " was reported during the burst");
        }
    }

    private static List<DeviceReading> burst(MqttDeviceGateway gateway) throws Exception {
        List<Future<DeviceReading>> pending = new ArrayList<>();
        ThreadFactory named = Thread.ofPlatform().name("burst-reader-", 0).factory();
        try (ExecutorService workers = Executors.newFixedThreadPool(WORKERS, named)) {
            for (int i = 0; i < READS; i++) {
                DeviceId device = device(i);
                pending.add(workers.submit(() -> read(gateway, device)));
            }
        }
        List<DeviceReading> out = new ArrayList<>();
        for (Future<DeviceReading> f : pending) {
            out.add(f.get());
        }
        return out;
    }

    private static DeviceReading read(MqttDeviceGateway gateway, DeviceId device) {
        return gateway.readState(DevicesOverMqttContract.ALICE, device, ANSWER_DEADLINE, false);
    }

    /** Even reads ask the lock (locked), odd ones the kitchen light (off), as the demo household starts. */
    private static DeviceId device(int read) {
        return read % 2 == 0 ? LOCK : KITCHEN;
    }

    private static DeviceSimulator simulator(MqttHubClient client) {
        DeviceSimulator s = new DeviceSimulator(client, BASE);
        DemoHousehold.simulated().forEach(s::add);
        return s;
    }

    /** Not {@code asHub()}: the burst's clients must leave the suite's retained {@code hub/v1/status} alone. */
    private MqttHubClient client(String id) {
        String password = hubUser().isEmpty() ? "" : TestHub.HUB_PASSWORD;
        return new MqttHubClient(
                MqttSettings.of("127.0.0.1", brokerPort(), id, hubUser(), password).withReconnectMaxSeconds(1));
    }
}
