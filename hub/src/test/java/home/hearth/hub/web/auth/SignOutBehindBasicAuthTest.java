package home.hearth.hub.web.auth;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.CsrfTokens;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Behind a reverse proxy with HTTP Basic authentication the browser adds {@code Authorization: Basic …} to every
 * request, the page's sign-out too. The page session is the cookie's (AuthFilter reads only a bearer token from that
 * header), so sign-out must end the cookie's session, not try to revoke the proxy's credentials.
 */
class SignOutBehindBasicAuthTest {
    @TempDir
    static Path dir;
    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        hub.member("ines", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void signingOutWithTheProxysBasicCredentialsEndsThePageSession() {
        HttpResponse<String> login = hub.http().withHeader("Origin", hub.http().base())
                .withHeader("Authorization", "Basic aG91c2U6cHJveHktcGFzc3dvcmQ=")
                .post("/api/v1/auth/login", Json.write(Map.of("username", "ines", "password", "ines-password-123")));
        assertEquals(200, login.statusCode(), login.body());
        String cookie = login.headers().firstValue("set-cookie").orElseThrow().split(";", 2)[0];
        Http page = hub.http().withHeader("Cookie", cookie).withHeader("Origin", hub.http().base())
                .withHeader("Authorization", "Basic aG91c2U6cHJveHktcGFzc3dvcmQ=")
                .withHeader(CsrfTokens.HEADER, json(login).get("csrfToken").asText());
        assertEquals(200, page.get("/api/v1/memories").statusCode(), "the cookie signs the page in behind the proxy");

        assertEquals(204, page.post("/api/v1/auth/logout", "").statusCode());
        assertEquals(401, hub.http().withHeader("Cookie", cookie).get("/api/v1/memories").statusCode(),
                "the signed-out session's secret must not sign anybody in any more");
    }
}
