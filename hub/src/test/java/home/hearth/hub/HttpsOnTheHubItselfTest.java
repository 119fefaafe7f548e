package home.hearth.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.ConfigException;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.SelfSignedKeystore;
import home.hearth.hub.web.Json;
import io.helidon.logging.common.LogConfig;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A household without a reverse proxy gives the hub a PKCS#12 keystore ({@code http.tls.keystore} and its password,
 * deploy/README.md, "HTTPS on the hub itself"): then its one listener speaks HTTPS only, so the sign-in page's password
 * and the bearer tokens never cross the LAN in plain text, and the sign-in cookies are {@code Secure}. A keystore that
 * cannot be opened stops the start with one sentence naming the setting and the file, never the password.
 */
class HttpsOnTheHubItselfTest {
    private static final String PASSWORD = "keystore-secret-for-tests";
    @TempDir
    static Path dir;
    static SelfSignedKeystore keystore;
    static RunningHub hub;
    static List<String> startLog;

    @BeforeAll
    static void start() {
        keystore = SelfSignedKeystore.create(dir.resolve("hearth.p12"), PASSWORD);
        // As Main does first: else the web server's start configures logging then and drops the capture's handler.
        LogConfig.configureRuntime();
        try (LogCapture log = new LogCapture()) {
            hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_TLS_KEYSTORE", keystore.file().toString(),
                    "HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD));
            startLog = log.lines();
        }
    }

    @AfterAll
    static void stop() {
        if (hub != null) {
            hub.close();
        }
    }

    @Test
    void signingInOverHttpsGivesATokenAndSecureCookies() throws Exception {
        String base = "https://localhost:" + hub.httpPort();
        HttpClient browser = HttpClient.newBuilder().sslContext(keystore.trustingIt()).connectTimeout(Duration.ofSeconds(10)).build();
        HttpResponse<String> login = browser.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/auth/login"))
                .header("Content-Type", "application/json").header("Origin", base)
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(Map.of("username", "admin",
                        "password", RunningHub.ADMIN_PASSWORD)))).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, login.statusCode(), login.body());
        assertFalse(RunningHub.json(login).get("token").asText().isEmpty(), login.body());
        List<String> cookies = login.headers().allValues("set-cookie");
        assertEquals(2, cookies.size(), cookies.toString());
        for (String cookie : cookies) {
            assertTrue(attributes(cookie).contains("secure"), "Secure over the hub's own HTTPS: " + cookie);
        }
    }

    @Test
    void healthReportsTheCertificateWhichHasTimeLeft() throws Exception {
        HttpClient browser = HttpClient.newBuilder().sslContext(keystore.trustingIt()).connectTimeout(Duration.ofSeconds(10)).build();
        HttpResponse<String> health = browser.send(HttpRequest.newBuilder(URI.create("https://localhost:" + hub.httpPort()
                + "/health")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals("UP", RunningHub.json(health).at("/checks/https-certificate").asText(), health.body());
    }

    @Test
    void plainHttpToTheSamePortGetsNoApiAnswer() {
        HttpClient plain = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + hub.httpPort() + "/health"))
                .timeout(Duration.ofSeconds(30)).build();
        assertThrows(IOException.class, () -> plain.send(health, HttpResponse.BodyHandlers.ofString()),
                "the listener speaks TLS only: a plain HTTP request is not answered");
    }

    @Test
    void theStartLogGivesTheHttpsAddress() {
        String line = "HTTP API listening on https://127.0.0.1:" + hub.httpPort();
        assertTrue(startLog.stream().anyMatch(l -> l.contains(line)),
                String.join("\n", startLog.stream().filter(l -> l.contains("listening")).toList()));
        assertTrue(startLog.stream().noneMatch(l -> l.contains(PASSWORD)), "the keystore password is never logged");
    }

    @Test
    void aWrongKeystorePasswordRefusesTheStartNamingTheSettingAndTheFileButNotThePassword() {
        ConfigException e = assertThrows(ConfigException.class, () -> RunningHub.start(dir.resolve("wrong-password"),
                Map.of("HEARTH_TLS_KEYSTORE", keystore.file().toString(), "HEARTH_TLS_KEYSTORE_PASSWORD", "not-the-password")).close());
        assertEquals("http.tls.keystore-password (defaults or HEARTH_TLS_KEYSTORE_PASSWORD) does not open the keystore "
                + keystore.file() + ": the password is wrong", e.getMessage());
    }

    @Test
    void aMissingKeystoreRefusesTheStartNamingTheSettingAndTheFile() {
        Path missing = dir.resolve("no-such.p12");
        ConfigException e = assertThrows(ConfigException.class, () -> RunningHub.start(dir.resolve("missing"),
                Map.of("HEARTH_TLS_KEYSTORE", missing.toString(), "HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD)).close());
        assertTrue(e.getMessage().startsWith("http.tls.keystore (defaults or HEARTH_TLS_KEYSTORE): " + missing
                + " is not a readable file;"), e.getMessage());
        assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
    }

    /** The cookie's attribute names, lower case: {@code a=b; Path=/; Secure} → {@code [path, secure]}. */
    private static List<String> attributes(String setCookie) {
        return Arrays.stream(setCookie.split(";")).skip(1).map(p -> p.split("=", 2)[0].trim().toLowerCase(Locale.ROOT))
                .toList();
    }
}
