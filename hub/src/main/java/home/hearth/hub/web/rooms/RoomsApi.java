package home.hearth.hub.web.rooms;

import home.hearth.devices.Inventory;
import home.hearth.hub.voice.rooms.IssuedMicrophone;
import home.hearth.hub.voice.rooms.Microphone;
import home.hearth.hub.voice.rooms.Microphones;
import home.hearth.hub.voice.rooms.Room;
import home.hearth.hub.voice.rooms.RoomStore;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.BodyRules;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.hub.web.voice.RoomConnections;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rooms and their microphones under {@code /api/v1/rooms} (admin only): add, list and remove rooms;
 * issue a microphone token (shown once), list microphones without tokens, revoke one (its open
 * connection is closed at once). Every change is audited without the token; a change of rooms rebuilds the recogniser's
 * command grammar ({@code roomsChanged}).
 */
public final class RoomsApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can manage rooms and microphones.";
    private final RoomStore rooms;
    private final Microphones microphones;
    private final Inventory inventory;
    private final RoomConnections connections;
    private final Runnable roomsChanged;
    private final AuditTrail audit;
    private final Clock clock;

    public RoomsApi(RoomStore rooms, Microphones microphones, Inventory inventory, RoomConnections connections,
            Runnable roomsChanged, AuditTrail audit, Clock clock) {
        this.roomsChanged = roomsChanged;
        this.rooms = rooms;
        this.microphones = microphones;
        this.inventory = inventory;
        this.connections = connections;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::add)
                .get("/", this::list)
                .delete("/{id}", this::remove)
                .post("/{id}/microphones", this::issue)
                .get("/{id}/microphones", this::microphoneList)
                .delete("/{id}/microphones/{micId}", this::revoke);
    }

    private void add(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        NewRoom body = RequestBodies.read(req, NewRoom.class);
        Room room = new Room(body.id(), body.name());
        if (!rooms.add(room)) {
            throw ApiException.conflict("Room " + room.id() + " already exists. Remove it first or choose another id.");
        }
        record(admin, "room.create", room.id(), "room added");
        roomsChanged.run();
        Responses.json(res, Status.CREATED_201, view(room));
    }

    private void list(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Responses.ok(res, Map.of("rooms", rooms.all().stream().map(RoomsApi::view).toList()));
    }

    private void remove(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Room room = room(req);
        List<String> devices = inventory.inRoom(room.id()).stream().map(d -> d.id().value()).toList();
        if (!devices.isEmpty()) {
            throw ApiException.conflict("Room " + room.id() + " still has devices (" + String.join(", ", devices)
                    + "). Move or remove them first (PUT/DELETE /api/v1/devices).");
        }
        rooms.remove(room.id());
        connections.closeRoom(room.id());
        record(admin, "room.delete", room.id(), "room and its microphones removed");
        roomsChanged.run();
        res.status(Status.NO_CONTENT_204).send();
    }

    private void issue(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Room room = room(req);
        IssuedMicrophone issued = microphones.issue(room.id(),
                RequestBodies.read(req, NewMicrophone.class).name());
        record(admin, "microphone.create", issued.microphone().id(), "microphone token issued for room " + room.id());
        Map<String, Object> body = view(issued.microphone());
        body.put("token", issued.token());
        body.put("message", "Keep this token now: the hub shows it only once. Use it in the WebSocket hello of /ws/rooms/"
                + room.id() + ".");
        Responses.json(res, Status.CREATED_201, body);
    }

    private void microphoneList(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Room room = room(req);
        Responses.ok(res, Map.of("microphones", microphones.inRoom(room.id()).stream().map(RoomsApi::view).toList()));
    }

    private void revoke(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Room room = room(req);
        String micId = req.path().pathParameters().get("micId");
        if (!microphones.revoke(room.id(), micId)) {
            throw ApiException.notFound("Microphone");
        }
        connections.closeMicrophone(micId);
        record(admin, "microphone.revoke", micId, "microphone token revoked in room " + room.id());
        res.status(Status.NO_CONTENT_204).send();
    }

    private Room room(ServerRequest req) {
        return rooms.get(req.path().pathParameters().get("id")).orElseThrow(() -> ApiException.notFound("Room"));
    }

    private static Map<String, Object> view(Room r) {
        return Map.of("id", r.id(), "name", r.name());
    }

    private static Map<String, Object> view(Microphone m) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", m.id());
        v.put("room", m.room());
        v.put("name", m.name());
        v.put("createdAt", m.createdAt().toString());
        return v;
    }

    private void record(Principal admin, String action, String target, String reason) {
        audit.record(new AuditEvent(clock.instant(), admin.member().map(MemberId::value).orElse("unknown"), action, target,
                "ok", reason));
    }

    /** {@code POST /rooms}; the room's own rules (id form, name length) are {@link Room}'s. */
    record NewRoom(String id, String name) {
        NewRoom {
            BodyRules.requiredText(id, "id");
            BodyRules.requiredText(name, "name");
        }
    }

    /** {@code POST /rooms/{id}/microphones}. */
    record NewMicrophone(String name) {
        NewMicrophone {
            BodyRules.requiredText(name, "name");
        }
    }
}
