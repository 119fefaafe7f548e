package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.automations.HubEvents;
import home.hearth.devices.broker.BrokerAccount;
import home.hearth.devices.broker.BrokerSettings;
import home.hearth.devices.broker.EmbeddedBroker;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.Ports;
import home.hearth.devices.support.TestHub;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.profiles.members.PresenceSetting;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Presence events as an automation on the real embedded broker receives them, from the hub's real MQTT client behind a
 * cuttable TCP proxy (the devices module's reconnection tests' way to make the broker refuse a publish). The only
 * stand-in is a gate in front of the hub's publish that holds the kitchen's event on its way until the test lets it
 * go, so that another recognition is heard meanwhile: her events must arrive in the order she was heard, and one
 * refused inside the minute while a publish was on its way must go out when that publish fails.
 */
class PresenceEventOrderTest {
    private static final MemberId BRUNO = MemberId.of("bruno");
    private static final String PRESENCE = "hub/v1/events/member.recognised/";
    @TempDir
    static Path brokerDir;
    static EmbeddedBroker broker;
    static CuttableTcpProxy proxy;
    static MqttHubClient hubClient;
    static MqttHubClient automation;
    static HubEvents events;
    static final List<String> received = new CopyOnWriteArrayList<>();

    @TempDir
    Path dir;
    private final ExecutorService rooms = Executors.newFixedThreadPool(2, r -> new Thread(r, "room-audio-test"));
    private final CountDownLatch kitchenPublishing = new CountDownLatch(1);
    private final CountDownLatch releaseKitchen = new CountDownLatch(1);
    /** Whether each publish the hub's client was asked for was sent, in order. */
    private final List<Boolean> sent = new CopyOnWriteArrayList<>();
    private MemberPresenceEvents presence;

    @BeforeAll
    static void startBroker() throws Exception {
        broker = new EmbeddedBroker(new BrokerSettings("127.0.0.1", Ports.free(), brokerDir.resolve("broker")),
                new BrokerAccount(TestHub.HUB_USER, TestHub.HUB_PASSWORD),
                List.of(new BrokerAccount("watcher", TestHub.CLIENT_PASSWORD)), TestHub.acl());
        broker.start();
        proxy = new CuttableTcpProxy(broker.port());
        hubClient = new MqttHubClient(MqttSettings.of("127.0.0.1", proxy.port(), "hearth-hub", TestHub.HUB_USER,
                TestHub.HUB_PASSWORD).asHub().withReconnectMaxSeconds(1));
        hubClient.start();
        events = new HubEvents(hubClient, Clock.systemUTC());
        automation = new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), "watcher-presence", "watcher",
                TestHub.CLIENT_PASSWORD));
        automation.subscribe(PRESENCE + "#", m -> received.add(m.topic().substring(PRESENCE.length())));
        automation.start();
        // until a probe's event arrives: both clients are connected and the subscription is in place
        await("the automation receives events").atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .until(() -> events.memberRecognised(MemberId.of("probe"), "porch", Decision.allow("probe"))
                        && received.contains("porch/probe"));
    }

    @AfterAll
    static void stopBroker() throws Exception {
        automation.close();
        hubClient.close();
        proxy.close();
        broker.close();
    }

    @BeforeEach
    void brunoLetsAutomationsKnow() {
        TestHousehold home = new TestHousehold(dir).withFamily();
        PresenceSetting setting = new PresenceSetting(home.db);
        setting.set(BRUNO, true);
        presence = new MemberPresenceEvents(setting, this::publishThroughTheGate, home.clock);
        received.clear();
    }

    @AfterEach
    void stop() throws InterruptedException {
        releaseKitchen.countDown();
        proxy.restore();
        rooms.shutdown();
        rooms.awaitTermination(30, TimeUnit.SECONDS);
    }

    @Test
    void herEventsReachAutomationsInTheOrderSheWasHeard() throws Exception {
        CompletableFuture<Void> kitchen = heardWhileTheKitchensPublishWaits();
        CompletableFuture<Void> hall = heard("hall");
        await("the hall's recognition is not held back").atMost(Duration.ofSeconds(10)).until(hall::isDone);
        releaseKitchen.countDown();
        kitchen.get(30, TimeUnit.SECONDS);
        await().atMost(Duration.ofSeconds(10)).until(() -> received.size() >= 2);
        assertEquals(List.of("kitchen/bruno", "hall/bruno"), received, "automations now think she is in the hall");
    }

    @Test
    void aRecognitionHeardWhileAFailingPublishWasOnItsWayGoesOutInItsPlace() throws Exception {
        CompletableFuture<Void> kitchen = heardWhileTheKitchensPublishWaits();
        CompletableFuture<Void> again = heard("kitchen");
        await().atMost(Duration.ofSeconds(10)).until(again::isDone);
        proxy.cut();
        await("the hub's client lost the broker").atMost(Duration.ofSeconds(10)).until(() -> !hubClient.isConnected());
        releaseKitchen.countDown();
        await("the first kitchen publish was refused").atMost(Duration.ofSeconds(10)).until(() -> !sent.isEmpty());
        assertEquals(false, sent.get(0));
        proxy.restore();
        kitchen.get(30, TimeUnit.SECONDS);
        await("the kitchen's second recognition reaches automations").atMost(Duration.ofSeconds(20))
                .until(() -> received.contains("kitchen/bruno"));
        assertEquals(List.of("kitchen/bruno"), received);
        assertEquals(List.of(false, true), sent);
    }

    /**
     * The hub's real publish, except that the kitchen's first waits until the test releases it, and any later one waits
     * until the hub's client is connected again (the broker is back) so that it can be sent.
     */
    private boolean publishThroughTheGate(MemberId member, String room, Decision policy) {
        if (room.equals("kitchen") && kitchenPublishing.getCount() > 0) {
            kitchenPublishing.countDown();
            awaitQuietly(releaseKitchen);
        } else {
            await().atMost(Duration.ofSeconds(20)).until(hubClient::isConnected);
        }
        boolean ok = events.memberRecognised(member, room, policy);
        sent.add(ok);
        return ok;
    }

    private CompletableFuture<Void> heard(String room) {
        return CompletableFuture.runAsync(() -> presence.verified(BRUNO, room), rooms);
    }

    private CompletableFuture<Void> heardWhileTheKitchensPublishWaits() throws InterruptedException {
        CompletableFuture<Void> kitchen = heard("kitchen");
        assertTrue(kitchenPublishing.await(30, TimeUnit.SECONDS), "the kitchen's publish started");
        return kitchen;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
