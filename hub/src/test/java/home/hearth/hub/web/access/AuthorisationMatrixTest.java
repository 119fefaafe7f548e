package home.hearth.hub.web.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.CsrfTokens;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every operation of the served OpenAPI document × every kind of caller (no credentials, admin,
 * adult, child, guest, technician; another member's id in the URL), each with its expected
 * answer. The rows below must name exactly the document's operations: a new endpoint without a
 * row fails here. The last column: every change sent with the admin's page-session cookie and its
 * CSRF proof but from a foreign origin (another port of the same host, so SameSite lets the cookie
 * through) is refused.
 */
class AuthorisationMatrixTest {
    /** Who may call an operation. */
    enum Access {
        /** Anyone, signed in or not. */
        PUBLIC,
        /** Any signed-in member; the household rules may still refuse (403) what the role may not do. */
        MEMBER,
        /** A member for themselves, the admin for anyone: another member's id is 403 or 404. */
        SELF_OR_ADMIN,
        /** The admin only. */
        ADMIN,
        /** Not plain HTTP (a WebSocket upgrade): a plain request never succeeds. */
        UPGRADE
    }

    private static final Map<String, Access> ROWS = new LinkedHashMap<>();

    static {
        row(Access.PUBLIC, "POST /api/v1/auth/login", "POST /api/v1/auth/setup", "GET /health", "GET /metrics");
        row(Access.MEMBER, "POST /api/v1/auth/logout", "GET /api/v1/auth/session", "POST /api/v1/auth/session/token",
                "GET /api/v1/members", "GET /api/v1/devices",
                "GET /api/v1/devices/{id}/state", "POST /api/v1/devices/{id}/commands", "POST /api/v1/memories",
                "GET /api/v1/memories", "DELETE /api/v1/memories", "GET /api/v1/memories/export",
                "POST /api/v1/memories/search", "GET /api/v1/memories/pending",
                "POST /api/v1/memories/pending/{id}/confirm", "DELETE /api/v1/memories/pending/{id}", "GET /api/v1/memories/{id}",
                "PATCH /api/v1/memories/{id}", "DELETE /api/v1/memories/{id}", "POST /api/v1/memories/{id}/consent", "POST /api/v1/memories/{id}/approve",
                "GET /api/v1/memories/{id}/versions", "POST /api/v1/turns", "GET /api/v1/sessions",
                "GET /api/v1/sessions/{id}/messages", "PATCH /api/v1/sessions/{id}", "DELETE /api/v1/sessions/{id}",
                "GET /api/v1/tasks", "GET /api/v1/tasks/{id}", "POST /api/v1/tasks/{id}/cancel");
        row(Access.SELF_OR_ADMIN, "GET /api/v1/members/{id}", "PATCH /api/v1/members/{id}",
                "POST /api/v1/voice/enrolments/{member}/utterances", "POST /api/v1/voice/enrolments/{member}/finish",
                "DELETE /api/v1/voice/enrolments/{member}");
        row(Access.ADMIN, "POST /api/v1/auth/tokens", "POST /api/v1/members", "DELETE /api/v1/members/{id}",
                "GET /api/v1/audit", "GET /api/v1/audit/verify", "GET /api/v1/policy", "PUT /api/v1/policy",
                "POST /api/v1/devices", "DELETE /api/v1/devices/{id}", "POST /api/v1/rooms", "GET /api/v1/rooms",
                "DELETE /api/v1/rooms/{id}", "POST /api/v1/rooms/{id}/microphones", "GET /api/v1/rooms/{id}/microphones",
                "DELETE /api/v1/rooms/{id}/microphones/{micId}", "POST /api/v1/voice/identify",
                "GET /api/v1/automation-clients", "POST /api/v1/automation-clients", "DELETE /api/v1/automation-clients/{name}",
                "POST /api/v1/automation-clients/{name}/secret");
        row(Access.UPGRADE, "GET /ws/rooms/{room}");
    }

    private static void row(Access access, String... operations) {
        for (String op : operations) {
            ROWS.put(op, access);
        }
    }

    @TempDir
    static Path dir;

    static RunningHub hub;
    static Map<String, Http> callers = new LinkedHashMap<>();

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        callers.put("admin", hub.admin());
        callers.put("adult", hub.member("adult-ana", "adult", null));
        callers.put("child", hub.member("child-carl", "child", "adult-ana"));
        callers.put("guest", hub.member("guest-gil", "guest", null));
        callers.put("technician", hub.member("tech-tom", "technician", null));
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void everyDocumentedOperationHasARowAndEveryRowIsDocumented() {
        Set<String> documented = new TreeSet<>(operations().keySet());
        assertEquals(documented, new TreeSet<>(ROWS.keySet()),
                "add a row to AuthorisationMatrixTest for each new operation (and remove rows of gone ones)");
    }

    @Test
    void everyOperationAnswersEachCallerAsItsRowSays() {
        List<String> wrong = new ArrayList<>();
        List<String> ops = new ArrayList<>(operations().keySet());
        ops.sort(java.util.Comparator.comparing(op -> op.equals("POST /api/v1/auth/logout"))); // it revokes the token
        for (String op : ops) {
            Access access = ROWS.getOrDefault(op, Access.MEMBER);
            check(op, "nobody", null, access, false, wrong);
            for (Map.Entry<String, Http> c : callers.entrySet()) {
                check(op, c.getKey(), c.getValue(), access, false, wrong);
                if (access == Access.SELF_OR_ADMIN && !c.getKey().equals("admin")) {
                    check(op, c.getKey(), c.getValue(), access, true, wrong);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyChangeWithTheAdminsPageCookieFromAForeignOriginIsRefused() {
        HttpResponse<String> login = hub.http().withHeader("Origin", hub.http().base())
                .post("/api/v1/auth/login", Json.write(Map.of("username", "admin", "password", RunningHub.ADMIN_PASSWORD)));
        assertEquals(200, login.statusCode(), login.body());
        String cookie = login.headers().firstValue("set-cookie").orElseThrow().split(";", 2)[0];
        String proof = RunningHub.json(login).get("csrfToken").asText();
        List<String> wrong = new ArrayList<>();
        for (String op : operations().keySet()) {
            String method = op.substring(0, op.indexOf(' '));
            if (method.equals("GET")) {
                continue; // reads change nothing, and the browser keeps a foreign page from reading the answer
            }
            HttpRequest.Builder b = request(method, fill(op.substring(op.indexOf(' ') + 1), "admin", false))
                    .header("Cookie", cookie).header(CsrfTokens.HEADER, proof)
                    .header("Origin", "http://127.0.0.1:9").header("Sec-Fetch-Site", "same-site");
            HttpResponse<String> r = send(b, op);
            if (r.statusCode() != 403) {
                wrong.add(op + " from a foreign origin with the admin's cookie → " + r.statusCode() + " " + abbreviated(r.body()));
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(200, hub.http().withHeader("Cookie", cookie).get("/api/v1/auth/session").statusCode(),
                "the session survived every attempt (logout included)");
    }

    private static void check(String op, String who, Http caller, Access access, boolean othersId, List<String> wrong) {
        String method = op.substring(0, op.indexOf(' '));
        String path = fill(op.substring(op.indexOf(' ') + 1), who, othersId);
        HttpResponse<String> r = send(caller, method, path);
        int s = r.statusCode();
        String row = op + " as " + who + (othersId ? " with another member's id" : "") + " → " + s + " " + abbreviated(r.body());
        if (s >= 500 && s != 503) {
            wrong.add(row + " (a server error)");
        }
        if (r.body().contains("Exception") || r.body().contains("\tat ")) {
            wrong.add(row + " (a stack trace in the body)");
        }
        boolean signedIn = caller != null;
        boolean admin = who.equals("admin");
        boolean ok = switch (access) {
            case PUBLIC -> s != 401 && s != 403;
            case UPGRADE -> s >= 400;
            case MEMBER -> signedIn ? s != 401 : s == 401;
            case ADMIN -> !signedIn ? s == 401 : admin ? s != 401 && s != 403 : s == 403;
            case SELF_OR_ADMIN -> !signedIn ? s == 401 : othersId ? s == 403 || s == 404 : s != 401 && s != 403;
        };
        if (!ok) {
            wrong.add(row);
        }
    }

    /** Path parameters: the caller's own member id (or another member's), and ids that exist nowhere for the rest. */
    private static String fill(String template, String who, boolean othersId) {
        String self = switch (who) {
            case "adult" -> "adult-ana";
            case "child" -> "child-carl";
            case "guest" -> "guest-gil";
            case "technician" -> "tech-tom";
            case "admin" -> "admin";
            default -> "adult-ana";
        };
        String other = who.equals("adult") ? "guest-gil" : "adult-ana";
        String member = othersId ? other : self;
        boolean memberPath = template.startsWith("/api/v1/members/") || template.startsWith("/api/v1/voice/enrolments/");
        if (who.equals("admin") && template.startsWith("/api/v1/members/")) {
            member = "nobody-here"; // the admin's DELETE must not remove a member the other rows use
        }
        return template.replace("{member}", member)
                .replace("{id}", memberPath ? member : template.startsWith("/api/v1/devices/") ? "kitchen-light" : "no-such-id")
                .replace("{micId}", "no-such-mic")
                .replace("{name}", "no-such-client")
                .replace("{room}", "kitchen");
    }

    private static HttpResponse<String> send(Http caller, String method, String path) {
        HttpRequest.Builder b = request(method, path);
        if (caller != null) {
            b.header("Authorization", "Bearer " + caller.token());
        }
        return send(b, method + " " + path);
    }

    /** A JSON request ({@code {}} as the body of anything but GET and DELETE). */
    private static HttpRequest.Builder request(String method, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + hub.httpPort() + path))
                .header("Content-Type", "application/json")
                .method(method, method.equals("GET") || method.equals("DELETE")
                        ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString("{}"));
    }

    private static HttpResponse<String> send(HttpRequest.Builder request, String what) {
        try {
            return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(what + ": " + e, e);
        }
    }

    private static Map<String, JsonNode> operations() {
        JsonNode doc = Json.readTree(hub.http().getJson("/openapi").body());
        Map<String, JsonNode> ops = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = doc.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> p = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ms = p.getValue().fields(); ms.hasNext(); ) {
                Map.Entry<String, JsonNode> m = ms.next();
                if (Set.of("get", "post", "put", "patch", "delete").contains(m.getKey())) {
                    ops.put(m.getKey().toUpperCase(java.util.Locale.ROOT) + " " + p.getKey(), m.getValue());
                }
            }
        }
        assertFalse(ops.isEmpty());
        return ops;
    }

    private static String abbreviated(String body) {
        return body.length() <= 160 ? body : body.substring(0, 160) + "…";
    }
}
