package home.hearth.devices.mqtt.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.Incoming;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The hub subscribes to a device base with {@code <base>/#}, so anybody who may publish under {@code zigbee2mqtt/}
 * reaches this class: a last report per made-up topic, each as large as the broker lets through, was kept for good.
 */
class StateWaitersTest {
    private static final String LIGHT = "zigbee2mqtt/kitchen_light";
    private static final String LOCK = "zigbee2mqtt/front_door_lock";
    private final StateWaiters waiters = new StateWaiters(Clock.systemUTC());

    @Test
    void keepsLastReportsOnlyOfTheInventorysStateTopicsHoweverManyOtherTopicsArePublished() {
        waiters.keepLastReportsOf(Set.of(LIGHT, LOCK));
        String big = "{\"junk\":\"" + "x".repeat(16 * 1024) + "\"}";
        for (int i = 0; i < 2_000; i++) {
            waiters.offer(message("zigbee2mqtt/junk/" + i, big));
        }
        waiters.offer(message(LIGHT, "{\"state\":\"ON\"}"));
        assertEquals(1, waiters.lastReports());
        assertTrue(waiters.last(LIGHT).isPresent());
        assertEquals(Optional.empty(), waiters.last("zigbee2mqtt/junk/0"));
    }

    @Test
    void dropsTheLastReportOfADeviceRemovedFromTheInventory() {
        waiters.keepLastReportsOf(Set.of(LIGHT, LOCK));
        waiters.offer(message(LIGHT, "{\"state\":\"ON\"}"));
        waiters.offer(message(LOCK, "{\"state\":\"LOCK\"}"));
        waiters.keepLastReportsOf(Set.of(LOCK));
        assertEquals(Optional.empty(), waiters.last(LIGHT));
        waiters.offer(message(LIGHT, "{\"state\":\"OFF\"}"));
        assertEquals(1, waiters.lastReports());
        assertTrue(waiters.last(LOCK).isPresent());
    }

    @Test
    void stillAnswersAWaiterOnATopicWhoseLastReportIsNotKept() throws Exception {
        var answer = waiters.await(LIGHT, json -> json.path("state").asText().equals("ON"));
        waiters.offer(message(LIGHT, "{\"state\":\"ON\"}"));
        assertEquals("ON", answer.get(1, TimeUnit.SECONDS).payload().path("state").asText());
        assertEquals(0, waiters.lastReports());
    }

    private static Incoming message(String topic, String json) {
        return new Incoming(topic, json.getBytes(StandardCharsets.UTF_8), Optional.empty(), new byte[0], Map.of());
    }
}
