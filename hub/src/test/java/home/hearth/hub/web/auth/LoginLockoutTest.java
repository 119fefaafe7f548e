package home.hearth.hub.web.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.RunningHub;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A guesser hammering the admin's name cannot lock the admin out of a device that signed in before. */
class LoginLockoutTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    private final HttpClient client = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void theAdminsKnownDeviceSignsInWhileAGuesserIsThrottledWithRetryAfterAndTheLockIsAudited() throws Exception {
        HttpResponse<String> first = login(RunningHub.ADMIN_PASSWORD, null);
        assertEquals(200, first.statusCode(), first.body());
        String device = first.headers().allValues("set-cookie").stream()
                .filter(c -> c.startsWith(AuthApi.DEVICE_COOKIE + "=")).findFirst().orElseThrow()
                .split(";")[0];

        HttpResponse<String> guess = null;
        for (int i = 0; i < 20; i++) {
            guess = login("guess-number-" + i, null);
        }
        assertEquals(429, guess.statusCode(), guess.body());
        long retryAfter = Long.parseLong(guess.headers().firstValue("retry-after").orElseThrow());
        assertTrue(retryAfter >= 1, "Retry-After in seconds: " + retryAfter);
        assertEquals(429, login(RunningHub.ADMIN_PASSWORD, null).statusCode(), "an unknown device waits too");

        HttpResponse<String> known = login(RunningHub.ADMIN_PASSWORD, device);
        assertEquals(200, known.statusCode(), known.body());

        String token = RunningHub.json(known).get("token").asText();
        String audit = hub.http().withToken(token).get("/api/v1/audit?limit=200").body();
        assertTrue(audit.contains("\"action\":\"auth.throttle\"") && audit.contains("\"target\":\"admin\""), audit);
    }

    private HttpResponse<String> login(String password, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port() + "/api/v1/auth/login"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"admin\",\"password\":\"" + password + "\"}"));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static int port() {
        return hub.httpPort();
    }
}
