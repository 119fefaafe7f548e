package home.hearth.devices.automations;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.devices.Command;
import home.hearth.devices.CommandObserver;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.mqtt.BrokerUnreachableException;
import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.time.Clock;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Events the hub publishes under {@code hub/v1/events/<type>}, best effort (dropped while the
 * broker is away), never with personal content:
 *
 * <ul>
 *   <li>{@code command.executed}: device id, room, action, outcome (confirmed/unconfirmed), time
 *   <li>{@code memory.changed}: memory id, kind and change only, never the text
 *   <li>{@code member.recognised/<room>/<member>}: {@code {member, room, at}} and nothing else (no score, no
 *       transcript), only when the policy decision allows (the hub: her voice verified while her own setting
 *       says automations may know, {@code PresenceRule}); never retained. Room and member are in the topic so a
 *       broker ACL can grant one member's presence ({@code hub/v1/events/member.recognised/+/bob}) and not
 *       another's.
 * </ul>
 */
public final class HubEvents implements CommandObserver {
    public static final String PREFIX = "hub/v1/events/";
    private static final Logger LOG = LoggerFactory.getLogger(HubEvents.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Pattern WORD = Pattern.compile("[a-z_]{1,32}");
    private final MqttHubClient mqtt;
    private final Clock clock;

    public HubEvents(MqttHubClient mqtt, Clock clock) {
        this.mqtt = mqtt;
        this.clock = clock;
    }

    @Override
    public void sent(Device device, Command command, CommandResult result) {
        publish("command.executed", event().put("device", device.id().value()).put("room", device.room())
                .put("action", command.kind().wireName())
                .put("outcome", result instanceof CommandResult.Confirmed ? "confirmed" : "unconfirmed"));
    }

    /**
     * @param memoryId the memory's id (1–64 of [A-Za-z0-9_-])
     * @param kind {@code structured}, {@code episodic}, {@code summary}, {@code working}
     * @param change {@code created}, {@code updated}, {@code deleted}, …
     */
    public void memoryChanged(String memoryId, String kind, String change) {
        check(ID, memoryId, "memory id");
        check(WORD, kind, "memory kind");
        check(WORD, change, "change");
        publish("memory.changed", event().put("memory", memoryId).put("kind", kind).put("change", change));
    }

    /**
     * {@code hub/v1/events/member.recognised/<room>/<member>} with {@code {member, room, at}}, not retained.
     * Publishes only when {@code policy} allows it; returns whether it was published.
     */
    public boolean memberRecognised(MemberId member, String room, Decision policy) {
        check(ID, room, "room");
        if (!policy.allowed()) {
            return false;
        }
        return publish("member.recognised/" + room + "/" + member.value(),
                event().put("member", member.value()).put("room", room));
    }

    private ObjectNode event() {
        return JSON.createObjectNode().put("at", clock.instant().toString());
    }

    private boolean publish(String type, ObjectNode body) {
        try {
            mqtt.publish(PREFIX + type, JSON.writeValueAsBytes(body), 1, false);
            return true;
        } catch (BrokerUnreachableException | com.fasterxml.jackson.core.JsonProcessingException e) {
            LOG.debug("event {} dropped: {}", type, e.getMessage());
            return false;
        }
    }

    private static void check(Pattern p, String value, String what) {
        if (value == null || !p.matcher(value).matches()) {
            throw new IllegalArgumentException(what + " must match " + p.pattern() + ", got: " + value);
        }
    }
}
