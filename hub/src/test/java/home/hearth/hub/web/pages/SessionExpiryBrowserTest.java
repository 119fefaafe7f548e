package home.hearth.hub.web.pages;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ShiftedClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * Sign-ins expire ({@code http.session-ttl}, here one minute, the shortest allowed): after it the hub refuses the session's token
 * and the page sends the member back to sign in, returning them to where they were. The hub's clock is moved past the
 * minute instead of waiting it out; the browser still holds and sends its cookie (its own Max-Age has not run out), so
 * it is the hub that refuses it.
 */
class SessionExpiryBrowserTest {
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static final ShiftedClock clock = new ShiftedClock();

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_SESSION_TTL", "1m"), VoiceParts.CONFIGURED, clock);
        hub.member("ivy", "adult", null);
        browser = Browser.open(hub.http().base(), dir.resolve("browser"), List.of());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        hub.close();
    }

    @Test
    void anExpiredSignInIsRefusedAndThePageAsksToSignInAgain() {
        browser.signIn("ivy", "ivy-password-123");
        browser.go("/me");
        browser.waitFor(By.id("remember"));
        // signed in after the browser, so once this token has expired the browser's has too
        Http ivy = hub.signIn("ivy", "ivy-password-123");
        assertEquals(200, ivy.get("/api/v1/memories").statusCode(), "fresh sign-in works");

        clock.moveForward(Duration.ofSeconds(50));
        assertEquals(200, ivy.get("/api/v1/memories").statusCode(), "still valid before the minute is up");
        clock.moveForward(Duration.ofSeconds(11));
        await().atMost(Duration.ofSeconds(10)).until(() -> ivy.get("/api/v1/memories").statusCode() == 401);

        browser.go("/me");
        browser.waitFor(By.id("username"));
        assertTrue(browser.driver().getCurrentUrl().contains("next=/me"), browser.driver().getCurrentUrl());
        browser.signIn("ivy", "ivy-password-123");
        assertTrue(browser.driver().getCurrentUrl().endsWith("/me"), "back where she was: " + browser.driver().getCurrentUrl());
    }
}
