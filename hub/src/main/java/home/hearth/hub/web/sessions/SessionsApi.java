package home.hearth.hub.web.sessions;

import home.hearth.hub.conversation.sessions.Session;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.BodyRules;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Conversation sessions under {@code /api/v1/sessions}: a member lists, reads, renames and deletes
 * their own (deleting removes every message); the admin lists every session of the household
 * ({@code ?all=true}: who, room and times — never another member's title or messages) and deletes
 * any. Somebody else's session is "not found".
 */
public final class SessionsApi implements HttpService {
    private final SessionStore sessions;

    public SessionsApi(SessionStore sessions) {
        this.sessions = sessions;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::list)
                .get("/{id}/messages", this::messages)
                .patch("/{id}", this::rename)
                .delete("/{id}", this::delete);
    }

    private void list(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        boolean all = req.query().first("all").map(Boolean::parseBoolean).orElse(false);
        if (all) {
            RequestPrincipal.requireAdmin(req, "Only the household admin can list everybody's sessions.");
        }
        List<Session> found = all ? sessions.all() : sessions.of(owner(who));
        Responses.ok(res, Map.of("sessions", found.stream().map(s -> view(s, owner(who))).toList()));
    }

    private void messages(ServerRequest req, ServerResponse res) {
        Session s = own(req);
        Responses.ok(res, Map.of("session", s.id(), "messages", sessions.messages(s.id()).stream()
                .map(m -> Map.of("seq", m.seq(), "role", m.role(), "text", m.text(), "at", m.at().toString())).toList()));
    }

    private void rename(ServerRequest req, ServerResponse res) {
        Session s = own(req);
        sessions.rename(s.id(), RequestBodies.read(req, Rename.class).title());
        Responses.ok(res, view(sessions.find(s.id()).orElseThrow(), s.owner()));
    }

    private void delete(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        String id = req.path().pathParameters().get("id");
        Optional<Session> s = sessions.find(id).filter(x -> x.owner().equals(owner(who)) || who.role() == Role.ADMIN);
        if (s.isEmpty() || !sessions.delete(id)) {
            throw ApiException.notFound("Session");
        }
        res.status(Status.NO_CONTENT_204).send();
    }

    private Session own(ServerRequest req) {
        Principal who = RequestPrincipal.require(req);
        return sessions.find(req.path().pathParameters().get("id")).filter(s -> s.owner().equals(owner(who)))
                .orElseThrow(() -> ApiException.notFound("Session"));
    }

    private static Map<String, Object> view(Session s, String viewer) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", s.id());
        v.put("owner", s.member().orElse("(nobody known)"));
        s.room().ifPresent(r -> v.put("room", r));
        if (s.owner().equals(viewer)) {
            v.put("title", s.title());
        }
        v.put("createdAt", s.createdAt().toString());
        v.put("lastTurnAt", s.lastTurnAt().toString());
        v.put("messages", s.messages());
        return v;
    }

    private static String owner(Principal who) {
        return "member:" + who.member().orElseThrow().value();
    }

    /** {@code PATCH /sessions/{id}}: a new title, 1–100 characters once stripped. */
    record Rename(String title) {
        Rename {
            title = BodyRules.requiredText(title, "title").strip();
            if (title.length() > 100) {
                throw new IllegalArgumentException("title: at most 100 characters, got " + title.length() + ".");
            }
        }
    }
}
