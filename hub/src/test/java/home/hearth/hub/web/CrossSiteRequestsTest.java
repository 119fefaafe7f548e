package home.hearth.hub.web;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Changes made with the page-session cookie need the session's CSRF proof, the hub's own origin and
 * a declared JSON body; the same change without any one of them is refused and changes nothing.
 * Bearer-token clients are untouched.
 */
class CrossSiteRequestsTest {
    private static final String MEMORY = "{\"text\":\"I like green tea in the morning\",\"scope\":\"user\"}";
    @TempDir
    static Path dir;
    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        hub.member("carol", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    /** A browser-like client of carol's page session: cookie, own Origin, same-origin fetch. */
    record PageSession(Http http, String csrf) {
        Http withProof() {
            return http.withHeader(CsrfTokens.HEADER, csrf);
        }
    }

    static PageSession signInOnThePage(String user, String password) {
        HttpResponse<String> r = hub.http().withHeader("Origin", hub.http().base())
                .post("/api/v1/auth/login", Json.write(Map.of("username", user, "password", password)));
        assertEquals(200, r.statusCode(), r.body());
        String cookie = r.headers().firstValue("set-cookie").orElseThrow().split(";", 2)[0];
        Http page = hub.http().withHeader("Cookie", cookie).withHeader("Origin", hub.http().base())
                .withHeader("Sec-Fetch-Site", "same-origin");
        return new PageSession(page, json(r).get("csrfToken").asText());
    }

    static PageSession carol() {
        return signInOnThePage("carol", "carol-password-123");
    }

    private static int carolsMemoryCount(PageSession s) {
        return json(s.http().get("/api/v1/memories")).get("count").asInt();
    }

    @Test
    void aPageChangeWithTheProofIsAccepted() {
        PageSession s = carol();
        HttpResponse<String> r = s.withProof().post("/api/v1/memories", MEMORY);
        assertEquals(201, r.statusCode(), r.body());
        s.withProof().delete("/api/v1/memories");
    }

    @Test
    void theSameChangeWithoutTheProofIsRefusedAndStoresNothing() {
        PageSession s = carol();
        int before = carolsMemoryCount(s);
        HttpResponse<String> r = s.http().post("/api/v1/memories", MEMORY);
        assertEquals(403, r.statusCode(), r.body());
        assertEquals("csrf", json(r).get("error").asText());
        assertEquals(before, carolsMemoryCount(s));
    }

    @Test
    void theProofOfAnotherSessionDoesNotFit() {
        PageSession mine = carol();
        PageSession other = signInOnThePage("admin", RunningHub.ADMIN_PASSWORD);
        assertNotEquals(mine.csrf(), other.csrf());
        HttpResponse<String> r = mine.http().withHeader(CsrfTokens.HEADER, other.csrf()).post("/api/v1/memories", MEMORY);
        assertEquals(403, r.statusCode(), r.body());
        assertEquals("csrf", json(r).get("error").asText());
    }

    @Test
    void aChangeFromAForeignOriginIsRefusedEvenWithTheProof() {
        PageSession s = carol();
        int before = carolsMemoryCount(s);
        // Another port of the same host: same-site for SameSite cookies, a foreign origin here.
        HttpResponse<String> r = s.withProof().withHeader("Origin", "http://127.0.0.1:9").post("/api/v1/memories", MEMORY);
        assertEquals(403, r.statusCode(), r.body());
        assertEquals("cross_site", json(r).get("error").asText());
        assertEquals(before, carolsMemoryCount(s));
    }

    @ParameterizedTest
    @ValueSource(strings = {"same-site", "cross-site"})
    void aChangeThatFetchMetadataCallsCrossSiteIsRefused(String site) {
        PageSession s = carol();
        HttpResponse<String> r = s.withProof().withHeader("Sec-Fetch-Site", site).patch("/api/v1/members/carol",
                "{\"displayName\":\"Mallory\"}");
        assertEquals(403, r.statusCode(), r.body());
        assertEquals("carol", json(s.http().get("/api/v1/members/carol")).get("displayName").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"})
    void aCookieChangeWhoseBodyIsNotDeclaredJsonIsRefused(String type) {
        PageSession s = carol();
        int before = carolsMemoryCount(s);
        HttpResponse<String> r = send(s.withProof(), "POST", "/api/v1/memories", type, MEMORY);
        assertEquals(415, r.statusCode(), r.body());
        assertEquals(before, carolsMemoryCount(s));
    }

    @Test
    void bearerClientsNeedNeitherProofNorOrigin() {
        Http api = hub.signIn("carol", "carol-password-123").withHeader("Origin", "http://elsewhere.example");
        HttpResponse<String> r = api.post("/api/v1/memories", "{\"text\":\"the bins go out on Tuesday\",\"scope\":\"user\"}");
        assertEquals(201, r.statusCode(), r.body());
        api.delete("/api/v1/memories/" + json(r).get("memory").get("id").asText());
    }

    /** A browser behind a reverse proxy adds its cached Basic credentials to every request, a foreign page's too. */
    @ParameterizedTest
    @ValueSource(strings = {"Basic dXNlcjpwcm94eS1wYXNzd29yZA==", "Bearer ", "Digest username=\"proxy\""})
    void aCookieChangeIsCheckedWhateverOtherAuthorizationHeaderComesWithIt(String authorization) {
        PageSession s = carol();
        int before = carolsMemoryCount(s);
        HttpResponse<String> r = s.http().withHeader("Authorization", authorization)
                .withHeader("Origin", "http://elsewhere.example").post("/api/v1/memories", MEMORY);
        assertEquals(403, r.statusCode(), r.body());
        assertEquals("cross_site", json(r).get("error").asText());
        assertEquals(before, carolsMemoryCount(s));
    }

    @Test
    void readingWithTheCookieNeedsNoProof() {
        assertEquals(200, carol().http().get("/api/v1/memories").statusCode());
    }

    /** A page sends its proof with every read: a cookie that is another member's now answers nothing of theirs. */
    @Test
    void aReadWithTheProofOfAnotherSessionIsRefused() {
        PageSession carolsPage = carol();
        PageSession admins = signInOnThePage("admin", RunningHub.ADMIN_PASSWORD);
        Http adminsCookieCarolsProof = admins.http().withHeader(CsrfTokens.HEADER, carolsPage.csrf());
        for (String read : new String[] {"/api/v1/memories", "/api/v1/members", "/api/v1/audit"}) {
            HttpResponse<String> r = adminsCookieCarolsProof.get(read);
            assertEquals(403, r.statusCode(), read + ": " + r.body());
            assertEquals("csrf", json(r).get("error").asText());
        }
        assertEquals(200, admins.withProof().get("/api/v1/members").statusCode(), "its own proof reads");
        assertEquals(200, hub.admin().withHeader(CsrfTokens.HEADER, carolsPage.csrf()).get("/api/v1/members").statusCode(),
                "a bearer client's stray header changes nothing");
    }

    @Test
    void theSessionEndpointGivesThePageItsProofAndTheMember() {
        PageSession s = carol();
        JsonNode body = json(s.http().get("/api/v1/auth/session"));
        assertEquals(s.csrf(), body.get("csrfToken").asText());
        assertEquals("carol", body.get("member").get("id").asText());
        JsonNode bearer = json(hub.signIn("carol", "carol-password-123").get("/api/v1/auth/session"));
        assertFalse(bearer.has("csrfToken"), "a bearer client has no use for a CSRF proof");
    }

    @Test
    void signingOutEndsTheSessionButNotWithoutTheProof() {
        PageSession s = carol();
        assertEquals(403, s.http().post("/api/v1/auth/logout", "").statusCode());
        assertEquals(200, s.http().get("/api/v1/auth/session").statusCode());
        HttpResponse<String> out = s.withProof().post("/api/v1/auth/logout", "");
        assertEquals(204, out.statusCode(), out.body());
        assertTrue(out.headers().firstValue("set-cookie").orElseThrow().contains("Max-Age=0"));
        assertEquals(401, s.http().get("/api/v1/auth/session").statusCode());
        assertEquals(401, s.withProof().post("/api/v1/memories", MEMORY).statusCode());
    }

    @Test
    void signInFromAForeignOriginIsRefused() {
        HttpResponse<String> r = hub.http().withHeader("Origin", "http://127.0.0.1:9").post("/api/v1/auth/login",
                Json.write(Map.of("username", "carol", "password", "carol-password-123")));
        assertEquals(403, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("set-cookie").isEmpty());
    }

    private static HttpResponse<String> send(Http http, String method, String path, String type, String body) {
        // Http always declares JSON; this sends the body under another type, as a form or beacon would.
        try {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(http.base() + path))
                    .method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", type);
            http.headers().forEach(b::header);
            return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
