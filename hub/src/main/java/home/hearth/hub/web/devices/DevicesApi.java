package home.hearth.hub.web.devices;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.Command;
import home.hearth.devices.CommandJson;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.Inventory;
import home.hearth.devices.Requester;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.Principal;
import home.hearth.policies.devices.ActionDecision;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Devices under {@code /api/v1/devices}: the inventory (admin edits it), live state asked of the
 * device now ({@code GET /{id}/state}), and commands confirmed by the device
 * ({@code POST /{id}/commands}). Every state read and command passes the device-action rules for
 * the signed-in member; refusals are audited by the gateway.
 */
public final class DevicesApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can change the device inventory.";
    private final Inventory inventory;
    private final MqttDeviceGateway gateway;
    private final Duration deadline;

    /** @param deadline how long a state read waits for the device (the gateway's default) */
    public DevicesApi(Inventory inventory, MqttDeviceGateway gateway, Duration deadline) {
        this.inventory = inventory;
        this.gateway = gateway;
        this.deadline = deadline;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::list)
                .post("/", this::save)
                .delete("/{id}", this::remove)
                .get("/{id}/state", this::state)
                .post("/{id}/commands", this::command);
    }

    private void list(ServerRequest req, ServerResponse res) {
        RequestPrincipal.require(req);
        Responses.ok(res, Map.of("devices", inventory.all().stream().map(DeviceView::of).toList()));
    }

    private void save(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Device device = DeviceView.parse(Json.body(req));
        boolean existed = inventory.byId(device.id()).isPresent();
        inventory.save(device);
        Responses.json(res, existed ? Status.OK_200 : Status.CREATED_201, DeviceView.of(device));
    }

    private void remove(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        if (!inventory.remove(deviceId(req))) {
            throw ApiException.notFound("Device");
        }
        res.status(Status.NO_CONTENT_204).send();
    }

    private void state(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        boolean withLast = req.query().first("lastReport").map(Boolean::parseBoolean).orElse(false);
        DeviceReading r = gateway.readState(Requester.of(who), deviceId(req), deadline, withLast);
        switch (r) {
            case DeviceReading.Fresh f -> Responses.ok(res, stateBody(f));
            case DeviceReading.NoAnswer n -> Responses.json(res, Status.GATEWAY_TIMEOUT_504, noAnswerBody(n));
            case DeviceReading.Unreachable u -> throw new ApiException(Status.SERVICE_UNAVAILABLE_503, "unreachable", u.message());
            case DeviceReading.Refused f -> throw refused(f.decision());
            case DeviceReading.UnknownDevice u -> throw ApiException.notFound("Device");
        }
    }

    private void command(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        JsonNode body = Json.body(req);
        Command command = CommandJson.parse(body);
        CommandResult r = gateway.command(Requester.of(who), deviceId(req), command, body.path("confirmed").asBoolean(false));
        switch (r) {
            case CommandResult.Confirmed c -> Responses.ok(res, Map.of("outcome", "confirmed", "device", c.device().id().value(),
                    "state", c.state().values(), "at", c.at().toString(), "message", c.message()));
            case CommandResult.Unconfirmed u -> Responses.json(res, Status.ACCEPTED_202, Map.of("outcome", "unconfirmed",
                    "device", u.device().id().value(), "message", u.message()));
            case CommandResult.Refused f -> throw refused(f.decision());
            case CommandResult.Unsupported u -> throw ApiException.unprocessable("unsupported", u.message());
            case CommandResult.Unreachable u -> throw new ApiException(Status.SERVICE_UNAVAILABLE_503, "unreachable", u.message());
            case CommandResult.UnknownDevice u -> throw ApiException.notFound("Device");
        }
    }

    /** A "yes?" is a 409 the client answers by repeating with {@code confirmed: true}; the rest are 403. */
    private static ApiException refused(ActionDecision d) {
        if (d instanceof ActionDecision.Confirm c) {
            return new ApiException(Status.CONFLICT_409, d.refusalCode(),
                    c.reason() + " Send the command again with \"confirmed\": true.");
        }
        return new ApiException(Status.FORBIDDEN_403, d.refusalCode(), d.reason());
    }

    private static Map<String, Object> stateBody(DeviceReading.Fresh f) {
        return Map.of("device", f.device().id().value(), "state", f.state().values(), "at", f.at().toString(), "fresh", true);
    }

    private static Map<String, Object> noAnswerBody(DeviceReading.NoAnswer n) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", "no_answer");
        body.put("message", n.message());
        n.lastReport().ifPresent(old -> body.put("lastReport", Map.of("state", old.state().values(), "at", old.at().toString(),
                "ageSeconds", old.age().toSeconds(), "old", true, "label", old.label())));
        return body;
    }

    private static DeviceId deviceId(ServerRequest req) {
        try {
            return DeviceId.of(req.path().pathParameters().get("id"));
        } catch (IllegalArgumentException e) {
            throw ApiException.notFound("Device");
        }
    }
}
