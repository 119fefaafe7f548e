package home.hearth.devices.bench;

import home.hearth.devices.CommandObserver;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.Inventory;
import home.hearth.devices.Requester;
import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.BrokerSettings;
import home.hearth.devices.broker.EmbeddedBroker;
import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.simulator.DemoHousehold;
import home.hearth.devices.simulator.DeviceSimulator;
import home.hearth.devices.support.EncryptedDatabase;
import home.hearth.devices.support.HouseRules;
import home.hearth.devices.support.MosquittoProcess;
import home.hearth.devices.support.Ports;
import home.hearth.devices.support.RecordingAudit;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;

/**
 * Live-state round trip ({@code readState} against the simulator: /get → device → state) beside the
 * physical floor measured in the same run on the same broker: a raw publish → echo client →
 * subscribe round trip with the same QoS and no JSON. One JSON line per broker.
 * Run: {@code mvn -pl devices exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.devices.bench.DeviceBench}
 */
public final class DeviceBench {
    static final int WARMUP = 300;
    static final int RUNS = 2000;
    static final Requester WHO = Requester.of(Principal.verified(MemberId.of("bench"), Role.ADULT));

    public static void main(String[] args) throws Exception {
        java.util.logging.Logger.getLogger("").setLevel(Level.WARNING);
        Path dir = Files.createTempDirectory("hearth-bench");
        int port = Ports.free();
        try (EmbeddedBroker broker = new EmbeddedBroker(new BrokerSettings("127.0.0.1", port, dir.resolve("broker")),
                new BrokerAccount("hub", "hub-bench-1"), List.of(new BrokerAccount("sim", "sim-bench-1")),
                new MqttAcl(List.of(new MqttClientRule("sim", List.of("zigbee2mqtt/#", "bench/#"),
                        List.of("zigbee2mqtt/#", "bench/#"), Set.of(), Set.of()))))) {
            broker.start();
            run("embedded-hivemq", port, "hub", "hub-bench-1", "sim", "sim-bench-1", dir.resolve("e.db"));
        }
        if (MosquittoProcess.available()) {
            Path m = Files.createDirectories(dir.resolve("mosquitto"));
            try (MosquittoProcess mosquitto = MosquittoProcess.start(m)) {
                run("mosquitto", mosquitto.port(), "", "", "", "", dir.resolve("m.db"));
            }
        }
        System.exit(0);
    }

    static void run(String brokerName, int port, String hubUser, String hubPass, String simUser, String simPass, Path db)
            throws Exception {
        Inventory inventory = new Inventory(EncryptedDatabase.migrated(db), Clock.systemUTC());
        DemoHousehold.devices("zigbee2mqtt").forEach(inventory::save);
        try (MqttHubClient hub = client(port, "bench-hub", hubUser, hubPass);
                MqttHubClient echo = client(port, "bench-echo", simUser, simPass);
                DeviceSimulator sim = new DeviceSimulator(client(port, "bench-sim", simUser, simPass), "zigbee2mqtt")) {
            DemoHousehold.simulated().forEach(sim::add);
            sim.start();
            MqttDeviceGateway gateway = new MqttDeviceGateway(hub, inventory, new HouseRules(), new RecordingAudit(),
                    CommandObserver.NONE, new GatewaySettings(Duration.ofMillis(1500), Clock.systemUTC()));
            AtomicReference<CompletableFuture<Void>> pong = new AtomicReference<>(new CompletableFuture<>());
            echo.subscribe("bench/ping", m -> echo.publish("bench/pong", m.payload(), 1, false));
            hub.subscribe("bench/pong", m -> pong.get().complete(null));
            start(hub, echo, sim);
            long[] live = new long[RUNS];
            long[] floor = new long[RUNS];
            for (int i = -WARMUP; i < RUNS; i++) {
                long f = floorOnce(hub, pong);
                long l = liveOnce(gateway);
                if (i >= 0) {
                    floor[i] = f;
                    live[i] = l;
                }
            }
            print(brokerName, live, floor);
        }
    }

    static long floorOnce(MqttHubClient hub, AtomicReference<CompletableFuture<Void>> pong) throws Exception {
        CompletableFuture<Void> f = new CompletableFuture<>();
        pong.set(f);
        long t0 = System.nanoTime();
        hub.publish("bench/ping", new byte[] {'{', '}'}, 1, false);
        f.get(5, TimeUnit.SECONDS);
        return System.nanoTime() - t0;
    }

    static long liveOnce(MqttDeviceGateway gateway) {
        long t0 = System.nanoTime();
        DeviceReading r = gateway.readState(WHO, DeviceId.of("front-door-lock"));
        long t = System.nanoTime() - t0;
        if (!(r instanceof DeviceReading.Fresh)) {
            throw new IllegalStateException("bench device did not answer: " + r.message());
        }
        return t;
    }

    static MqttHubClient client(int port, String id, String user, String pass) {
        return new MqttHubClient(MqttSettings.of("127.0.0.1", port, id, user, pass));
    }

    static void start(MqttHubClient... clients) throws InterruptedException {
        for (MqttHubClient c : clients) {
            c.start();
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        for (MqttHubClient c : clients) {
            while (!c.isConnected() && System.nanoTime() < until) {
                TimeUnit.MILLISECONDS.sleep(20);
            }
        }
    }

    static void start(MqttHubClient hub, MqttHubClient echo, DeviceSimulator sim) throws InterruptedException {
        start(hub, echo);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!sim.isConnected() && System.nanoTime() < until) {
            TimeUnit.MILLISECONDS.sleep(20);
        }
    }

    static void print(String broker, long[] live, long[] floor) {
        java.util.Arrays.sort(live);
        java.util.Arrays.sort(floor);
        Runtime rt = Runtime.getRuntime();
        System.out.println(String.format(Locale.ROOT, "{\"bench\":\"devices.live_state_round_trip\",\"broker\":\"%s\","
                + "\"runs\":%d,\"p50_ms\":%.3f,\"p95_ms\":%.3f,\"p99_ms\":%.3f,"
                + "\"floor\":\"raw publish->echo->subscribe, same broker, same QoS 1\","
                + "\"floor_p50_ms\":%.3f,\"floor_p95_ms\":%.3f,\"floor_p99_ms\":%.3f,\"p95_over_floor_ms\":%.3f,"
                + "\"target_p95_over_floor_ms\":2.0,\"cores\":%d,\"java\":\"%s\",\"os_arch\":\"%s\"}",
                broker, live.length, ms(live, 0.50), ms(live, 0.95), ms(live, 0.99), ms(floor, 0.50), ms(floor, 0.95),
                ms(floor, 0.99), ms(live, 0.95) - ms(floor, 0.95), rt.availableProcessors(),
                System.getProperty("java.version"), System.getProperty("os.arch")));
    }

    static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }
}
