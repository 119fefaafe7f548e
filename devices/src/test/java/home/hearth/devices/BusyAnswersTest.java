package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.automations.AutomationsApi;
import home.hearth.devices.support.AutomationClient;
import home.hearth.devices.support.CuttableTcpProxy;
import home.hearth.devices.support.MosquittoProcess;
import home.hearth.devices.support.TestHub;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Busy answers decided while the broker's in-flight window is full. Mosquitto's window here holds one message
 * ({@code max_inflight_messages 1}), and the hub reaches it through a proxy that holds what the hub sends: the hub's
 * first device request then fills the window until the proxy lets go, while requests (at QoS 0, which needs no
 * acknowledgement from the hub) still reach it. Its busy
 * answers, decided on Paho's receiving thread, were sent from there into the full window, refused, and lost: those
 * clients never heard back. They now wait for room on a thread of their own.
 */
class BusyAnswersTest {
    private static final String DEVICE_STATE = "{\"device\":\"kitchen-light\"}";

    @Test
    void busyAnswersDecidedWhileTheWindowIsFullStillReachTheirClients(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        int beyondTheQueue = 6;
        int flood = AutomationsApi.Limits.DEFAULT.workers() + AutomationsApi.Limits.DEFAULT.queued() + beyondTheQueue;
        try (MosquittoProcess broker = MosquittoProcess.start(dir, "allow_anonymous true", "max_inflight_messages 1");
                CuttableTcpProxy proxy = new CuttableTcpProxy(broker.port());
                TestHub hub = new TestHub(dir, proxy.port()).start();
                AutomationClient nodeRed = new AutomationClient("node-red", broker.port(), TestHub.CLIENT_PASSWORD)) {
            JsonNode first = nodeRed.call("device.state", DEVICE_STATE).get(15, TimeUnit.SECONDS);
            assertTrue(first.path("fresh").asBoolean(), "the hub answers before the window fills: " + first);

            proxy.stallUpstream();
            List<CompletableFuture<JsonNode>> replies = new ArrayList<>();
            replies.add(nodeRed.callAtMostOnce("device.state", DEVICE_STATE));
            await("the hub's device request is held, so its window is full").atMost(Duration.ofSeconds(10))
                    .until(() -> proxy.stalledReads() > 0);
            for (int i = 1; i < flood; i++) {
                replies.add(nodeRed.callAtMostOnce("device.state", DEVICE_STATE));
            }
            await("the hub decided its busy answers").atMost(Duration.ofSeconds(10))
                    .until(() -> hub.api.busyAnswers() >= beyondTheQueue);
            proxy.restore();

            await("every request answered").atMost(Duration.ofSeconds(30))
                    .until(() -> replies.stream().allMatch(CompletableFuture::isDone));
            Map<String, Long> outcomes = new TreeMap<>();
            for (CompletableFuture<JsonNode> r : replies) {
                outcomes.merge(r.get().path("error").asText("answered"), 1L, Long::sum);
            }
            assertEquals(hub.api.busyAnswers(), outcomes.getOrDefault("busy", 0L), "every busy answer arrived: " + outcomes);
            assertEquals(0, hub.api.unanswered(), "requests left unanswered");
        }
    }
}
