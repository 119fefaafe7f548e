package home.hearth.hub.web.memory;

import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.reading.MemorySearcher;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.Principal;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /api/v1/memories}: create (through the entry gate: 201, 202, 200 or 422), list, get,
 * edit, delete, versions, search, export, forget all mine, and confirm a pending write. Every call
 * needs the signed-in principal; another member's memory answers 404, never 403.
 */
public final class MemoryApi implements HttpService {
    public static final String PATH = "/api/v1/memories";
    private final MemoryService memories;
    private final SearchAdmission searches;

    public MemoryApi(MemoryService memories) {
        this(memories, SearchAdmission.forThisMachine());
    }

    MemoryApi(MemoryService memories, SearchAdmission searches) {
        this.memories = memories;
        this.searches = searches;
    }

    /** Registers this service at {@link #PATH}; the authentication filter must run before it. */
    public static HttpRouting.Builder routing(HttpRouting.Builder routing, MemoryService memories) {
        return routing.register(PATH, new MemoryApi(memories));
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/", this::create)
                .get("/", this::list)
                .delete("/", this::forgetAll)
                .get("/export", this::export)
                .post("/search", this::search)
                .get("/pending", this::pending)
                .post("/pending/{id}/confirm", this::confirm)
                .delete("/pending/{id}", this::discard)
                .get("/{id}/versions", this::versions)
                .post("/{id}/consent", this::consent)
                .post("/{id}/approve", this::approve)
                .get("/{id}", this::get)
                .patch("/{id}", this::edit)
                .delete("/{id}", this::delete);
    }

    private void create(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        answer(res, memories.writer().create(p, MemoryRequests.draft(RequestBodies.read(req, MemoryBodies.Create.class), p)), p);
    }

    private void confirm(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        answer(res, memories.writer().confirm(p, id(req)), p);
    }

    private void pending(ServerRequest req, ServerResponse res) {
        List<Map<String, Object>> items = memories.writer().pending(RequestPrincipal.require(req)).stream()
                .map(w -> MemoryJson.pending(w, PATH + "/pending/" + w.id() + "/confirm")).toList();
        Responses.ok(res, Map.of("pending", items, "count", items.size()));
    }

    private void discard(ServerRequest req, ServerResponse res) {
        memories.writer().discard(RequestPrincipal.require(req), id(req));
        res.status(Status.NO_CONTENT_204).send();
    }

    private void list(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        List<Map<String, Object>> items = memories.reader().list(p, MemoryRequests.filter(req, p)).stream()
                .map(m -> MemoryJson.memory(m, p)).toList();
        Responses.ok(res, Map.of("memories", items, "count", items.size()));
    }

    private void get(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        Responses.ok(res, MemoryJson.memory(memories.reader().get(p, id(req)), p));
    }

    private void edit(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        answer(res, memories.editor().edit(p, id(req), MemoryRequests.edit(RequestBodies.read(req, MemoryBodies.Edit.class))), p);
    }

    private void delete(ServerRequest req, ServerResponse res) {
        memories.editor().delete(RequestPrincipal.require(req), id(req));
        res.status(Status.NO_CONTENT_204).send();
    }

    private void versions(ServerRequest req, ServerResponse res) {
        String id = id(req);
        Principal p = RequestPrincipal.require(req);
        var versions = memories.reader().versions(p, id);
        Responses.ok(res, Map.of("id", id, "versions", versions.stream().map(v -> MemoryJson.version(v, p)).toList()));
    }

    private void approve(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        Responses.ok(res, MemoryJson.memory(memories.editor().approve(p, id(req)), p));
    }

    private void consent(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req); // who asks, before anything about the body
        MemoryBodies.Consent body = RequestBodies.read(req, MemoryBodies.Consent.class);
        Responses.ok(res, MemoryJson.memory(memories.editor().consent(who, id(req), body.granted()), who));
    }

    private void search(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        MemoryBodies.Search body = RequestBodies.read(req, MemoryBodies.Search.class);
        // A search over the API counts as a retrieval; only an answer the hub gives strengthens a memory.
        var admitted = searches.run(() -> memories.searcher().search(p, body.q(), body.k(),
                body.forAnswers() ? MemorySearcher.Purpose.LOOKUP : MemorySearcher.Purpose.REVIEW));
        if (admitted.isEmpty()) {
            res.header(HeaderNames.RETRY_AFTER, String.valueOf(SearchAdmission.RETRY_AFTER_SECONDS));
            Responses.error(res, searches.busy());
            return;
        }
        var result = admitted.get();
        Responses.ok(res, Map.of("hits", result.hits().stream().map(MemoryJson::hit).toList(),
                "rejected", result.rejected()));
    }

    private void export(ServerRequest req, ServerResponse res) {
        Principal p = RequestPrincipal.require(req);
        // First: it writes the retrievals still waiting, so her memories' totals below count them too.
        var ownUse = memories.reader().ownUse(p).stream().map(MemoryJson::ownUse).toList();
        var exported = memories.reader().export(p).stream().map(MemoryJson::exported).toList();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("member", p.member().map(Object::toString).orElse(""));
        body.put("exportedAt", Instant.now().toString());
        body.put("memories", exported);
        body.put("ownUse", ownUse);
        res.header("Content-Disposition", "attachment; filename=\"hearth-memories.json\"");
        Responses.ok(res, body);
    }

    private void forgetAll(ServerRequest req, ServerResponse res) {
        Responses.ok(res, Map.of("deleted", memories.editor().forgetAll(RequestPrincipal.require(req))));
    }

    private static String id(ServerRequest req) {
        return req.path().pathParameters().get("id");
    }

    private static void answer(ServerResponse res, WriteOutcome outcome, Principal viewer) {
        switch (outcome) {
            case WriteOutcome.Stored s -> Responses.json(res, Status.CREATED_201, stored(s, viewer));
            case WriteOutcome.Reinforced r -> Responses.ok(res, Map.of("outcome", "reinforced", "reason", r.reason(),
                    "memory", MemoryJson.memory(r.memory(), viewer)));
            case WriteOutcome.Pending p -> Responses.json(res, Status.ACCEPTED_202, Map.of("outcome", "pending",
                    "pending", p.id(), "prompt", p.prompt(), "expiresAt", p.expiresAt().toString(),
                    "confirm", PATH + "/pending/" + p.id() + "/confirm"));
            case WriteOutcome.Refused r -> Responses.json(res, Status.create(422, "Unprocessable Content"),
                    Map.of("error", r.step().name().toLowerCase(Locale.ROOT), "message", r.reason()));
        }
    }

    private static Map<String, Object> stored(WriteOutcome.Stored s, Principal viewer) {
        Memory m = s.memory();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("outcome", s.replaced().isPresent() ? "superseded" : "stored");
        body.put("reason", s.reason());
        s.replaced().ifPresent(r -> body.put("replaced", r));
        body.put("memory", MemoryJson.memory(m, viewer));
        return body;
    }
}
