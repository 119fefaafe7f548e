package home.hearth.devices.automations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import org.junit.jupiter.api.Test;

/** Event rules that hold before anything reaches a broker (this client never connects). */
class HubEventsTest {
    private final MqttHubClient offline = new MqttHubClient(MqttSettings.of("127.0.0.1", 9, "events-test", "", ""));
    private final HubEvents events = new HubEvents(offline, Clock.systemUTC());

    @Test
    void refusesAMemoryIdThatLooksLikeContent() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> events.memoryChanged("I like my coffee black", "structured", "created"));
        assertEquals("memory id must match [A-Za-z0-9_-]{1,64}, got: I like my coffee black", e.getMessage());
    }

    @Test
    void doesNotPublishARecognitionThePolicyDenies() {
        assertFalse(events.memberRecognised(MemberId.of("alice"), "kitchen", Decision.deny("private room")));
    }

    @Test
    void dropsEventsQuietlyWhileTheBrokerIsAway() {
        events.memoryChanged("m-1", "episodic", "deleted");
        assertFalse(events.memberRecognised(MemberId.of("alice"), "hall", Decision.allow("shared")));
    }
}
