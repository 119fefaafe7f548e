package home.hearth.hub.web.auth;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.CsrfTokens;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The talk page's short-lived token ({@code POST /api/v1/auth/session/token}, its WebSocket hello) belongs to the page
 * session that asked for it: signing out ends it too, and it never outlives that session. The room socket asks the
 * token again at every utterance, so a talk page left open in another tab stops speaking as the member once they
 * have signed out.
 */
class TalkTokenTest {
    @TempDir
    static Path dir;
    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir, Map.of("HEARTH_SESSION_TTL", "1h"));
        hub.member("hana", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    private record Page(Http http, JsonNode login) {}

    private static Page signInOnThePage() {
        HttpResponse<String> r = hub.http().withHeader("Origin", hub.http().base())
                .post("/api/v1/auth/login", Json.write(Map.of("username", "hana", "password", "hana-password-123")));
        assertEquals(200, r.statusCode(), r.body());
        String cookie = r.headers().firstValue("set-cookie").orElseThrow().split(";", 2)[0];
        JsonNode login = json(r);
        return new Page(hub.http().withHeader("Cookie", cookie).withHeader("Origin", hub.http().base())
                .withHeader(CsrfTokens.HEADER, login.get("csrfToken").asText()), login);
    }

    private static JsonNode talkToken(Page page) {
        HttpResponse<String> r = page.http().post("/api/v1/auth/session/token", "");
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    @Test
    void signingOutEndsTheTalkTokensOfThatPageSession() {
        Page page = signInOnThePage();
        Page samePersonElsewhere = signInOnThePage();
        String talk = talkToken(page).get("token").asText();
        String otherTalk = talkToken(samePersonElsewhere).get("token").asText();
        assertEquals(200, hub.http().withToken(talk).get("/api/v1/memories").statusCode());

        assertEquals(204, page.http().post("/api/v1/auth/logout", "").statusCode());
        assertEquals(401, hub.http().withToken(talk).get("/api/v1/memories").statusCode(),
                "the signed-out page's talk token must not go on speaking as hana");
        assertEquals(200, hub.http().withToken(otherTalk).get("/api/v1/memories").statusCode(),
                "her sign-in on another device keeps its own");
    }

    @Test
    void aTalkTokenNeverOutlivesThePageSession() {
        Page page = signInOnThePage();
        Instant session = Instant.parse(page.login().get("expiresAt").asText());
        Instant talk = Instant.parse(talkToken(page).get("expiresAt").asText());
        assertFalse(talk.isAfter(session), "talk token until " + talk + ", the sign-in only until " + session);
    }
}
