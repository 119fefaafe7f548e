package home.hearth.hub.web.devices;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import home.hearth.hub.web.Json;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** A device as the API shows and accepts it. Never a state: state is asked for live. */
public record DeviceView(String id, String name, String room, List<String> capabilities, String topic, List<String> aliases) {
    public static DeviceView of(Device d) {
        return new DeviceView(d.id().value(), d.name(), d.room(),
                d.capabilities().stream().map(Capability::wireName).sorted().toList(),
                d.topic().base() + "/" + d.topic().name(), d.aliases());
    }

    /** Reads {@code {id, name, room?, capabilities: [...], topic: "zigbee2mqtt/x", aliases?: [...]}}. */
    static Device parse(JsonNode body) {
        Set<Capability> caps = EnumSet.noneOf(Capability.class);
        for (JsonNode c : array(body, "capabilities")) {
            caps.add(Capability.parse(c.asText()));
        }
        List<String> aliases = new ArrayList<>();
        for (JsonNode a : array(body, "aliases")) {
            aliases.add(a.asText());
        }
        return new Device(DeviceId.of(Json.text(body, "id")), Json.text(body, "name"),
                Json.optionalText(body, "room").orElse(""), caps, DeviceTopic.parse(Json.text(body, "topic")), aliases);
    }

    private static Iterable<JsonNode> array(JsonNode body, String field) {
        JsonNode v = body.path(field);
        if (!v.isMissingNode() && !v.isArray()) {
            throw new IllegalArgumentException("'" + field + "' must be a list");
        }
        return v;
    }
}
