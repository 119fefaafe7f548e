package home.hearth.devices.automations.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.devices.Command;
import home.hearth.devices.CommandJson;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.DeviceState;
import home.hearth.devices.Requester;
import home.hearth.devices.mqtt.GatewaySettings;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttOperation;
import java.time.Instant;
import java.util.function.Supplier;

/** {@code device.state} and {@code device.command}: the client may touch a device only where its ACL lets it publish. */
public final class DeviceOps {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final MqttDeviceGateway gateway;
    private final Supplier<MqttAcl> acl;

    public DeviceOps(MqttDeviceGateway gateway, Supplier<MqttAcl> acl) {
        this.gateway = gateway;
        this.acl = acl;
    }

    public ObjectNode state(String client, Requester who, JsonNode body) {
        Device d = device(client, body, false);
        DeviceReading r = gateway.readState(who, d.id(), GatewaySettings.DEFAULT_DEADLINE, BodyFields.flag(body, "last_report"));
        return switch (r) {
            case DeviceReading.Fresh f -> answer(d, f.state(), f.at()).put("fresh", true);
            case DeviceReading.NoAnswer n -> {
                ObjectNode e = Replies.error("no_answer", n.message());
                n.lastReport().ifPresent(o -> e.set("last_report", answer(d, o.state(), o.at())
                        .put("old", true).put("age_s", o.age().toSeconds()).put("label", o.label())));
                yield e;
            }
            case DeviceReading.Refused x -> refused(x.decision());
            case DeviceReading.Unreachable u -> Replies.error("unreachable", u.message());
            case DeviceReading.UnknownDevice u -> Replies.error("not_found", u.message());
        };
    }

    public ObjectNode command(String client, Requester who, JsonNode body) {
        Device d = device(client, body, true);
        Command c = parse(body);
        CommandResult r = gateway.command(who, d.id(), c, BodyFields.flag(body, "confirmed"));
        return switch (r) {
            case CommandResult.Confirmed x -> answer(d, x.state(), x.at()).put("outcome", "confirmed");
            case CommandResult.Unconfirmed x -> Replies.ok().put("device", d.id().value())
                    .put("outcome", "unconfirmed").put("message", x.message());
            case CommandResult.Refused x -> refused(x.decision());
            case CommandResult.Unsupported x -> Replies.error("unsupported", x.message());
            case CommandResult.Unreachable x -> Replies.error("unreachable", x.message());
            case CommandResult.UnknownDevice x -> Replies.error("not_found", x.message());
        };
    }

    private Device device(String client, JsonNode body, boolean set) {
        String asked = BodyFields.text(body, "device", 100);
        Device d = gateway.inventory().resolve(asked)
                .orElseThrow(() -> new ApiFailure("not_found", "there is no device called '" + asked + "'"));
        String topic = set ? d.topic().set() : d.topic().get();
        if (!acl.get().allows(client, MqttOperation.PUBLISH, topic).allowed()) {
            throw new ApiFailure("forbidden", "this client may not " + (set ? "command " : "read ") + d.id());
        }
        return d;
    }

    private static Command parse(JsonNode body) {
        try {
            return CommandJson.parse(body);
        } catch (IllegalArgumentException e) {
            throw new ApiFailure("bad_request", e.getMessage());
        }
    }

    private static ObjectNode refused(ActionDecision d) {
        return Replies.error(d.refusalCode(), d.reason());
    }

    private static ObjectNode answer(Device d, DeviceState s, Instant at) {
        ObjectNode o = Replies.ok().put("device", d.id().value());
        o.set("state", JSON.valueToTree(s.values()));
        return o.put("at", at.toString());
    }
}
