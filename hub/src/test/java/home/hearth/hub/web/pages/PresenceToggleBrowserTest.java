package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * /me's presence toggle in a real headless Chromium: off for a new member, and turning it on and off on the page is
 * what the API says afterwards (and what the page shows when it opens again), in English and Portuguese. A guardian
 * has a toggle for her child too; the child may turn hers off, and turning it on she is told her guardian decides.
 */
class PresenceToggleBrowserTest {
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static Http hana;
    static Http pip;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir.resolve("hub"));
        hana = hub.member("hana", "adult", null);
        hub.member("gus", "adult", null);
        pip = hub.member("pip", "child", "gus");
        browser = Browser.open(hub.http().base(), dir.resolve("browser"), List.of());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        hub.close();
    }

    @AfterEach
    void signOut() {
        browser.driver().manage().deleteAllCookies();
    }

    @Test
    void theMeToggleTurnsHerPresenceSettingOnAndOff() {
        browser.signIn("hana", "hana-password-123");
        browser.script("localStorage.setItem('hearth.lang.hana', 'en')");
        browser.go("/me");
        WebElement toggle = ready();
        assertFalse(toggle.isSelected(), "off until she turns it on");
        String label = browser.driver().findElement(By.cssSelector("label[for=presence-events]")).getText();
        assertEquals("Let automations know when the hub recognises my voice in a room", label);
        browser.screenshots("me-presence");

        toggle.click();
        browser.waitForText(By.id("presence"), "Automations are now told when the hub recognises your voice");
        await().atMost(Duration.ofSeconds(10)).until(() -> presenceOn());

        browser.go("/me");
        assertTrue(ready().isSelected(), "the page shows the setting the hub keeps");
        ready().click();
        browser.waitForText(By.id("presence"), "Automations are no longer told");
        assertFalse(presenceOn());
    }

    @Test
    void theToggleSpeaksPortuguese() {
        browser.signIn("hana", "hana-password-123");
        browser.script("localStorage.setItem('hearth.lang.hana', 'pt')");
        browser.go("/me");
        ready();
        String label = browser.driver().findElement(By.cssSelector("label[for=presence-events]")).getText();
        assertEquals("Avisar as automações quando o hub reconhece a minha voz numa divisão", label);
        browser.script("localStorage.setItem('hearth.lang.hana', 'en'); localStorage.setItem('hearth.lang', 'en')");
    }

    @Test
    void aGuardianTurnsHerChildsSettingOnAndTheChildMayOnlyTurnItOff() {
        browser.signIn("gus", "gus-password-123");
        browser.script("localStorage.setItem('hearth.lang.gus', 'en')");
        browser.go("/me");
        WebElement childs = ready("presence-events-pip");
        assertFalse(childs.isSelected(), "off until her guardian turns it on");
        assertEquals("Let automations know when the hub recognises pip's voice in a room (you are pip's guardian)",
                browser.driver().findElement(By.cssSelector("label[for=presence-events-pip]")).getText());
        childs.click();
        browser.waitForText(By.id("presence"), "Automations are now told when the hub recognises pip's voice");
        await().atMost(Duration.ofSeconds(10)).until(() -> pipsPresenceOn());
        browser.driver().manage().deleteAllCookies();

        browser.signIn("pip", "pip-password-123");
        browser.script("localStorage.setItem('hearth.lang.pip', 'en')");
        browser.go("/me");
        browser.waitForText(By.id("presence"), "Your guardian decides whether this is on");
        WebElement own = ready();
        assertTrue(own.isSelected(), "her guardian turned it on");
        own.click();
        browser.waitForText(By.id("presence"), "Automations are no longer told");
        assertFalse(pipsPresenceOn());
        ready().click();
        browser.waitForText(By.id("presence"), "Only gus, pip's guardian, can let automations know where the hub"
                + " recognises pip's voice; pip can only turn it off.");
        assertFalse(ready().isSelected(), "the page shows the setting the hub keeps");
        assertFalse(pipsPresenceOn());
    }

    /** The toggle once the page has read her setting (it is disabled until then). */
    private static WebElement ready() {
        return ready("presence-events");
    }

    private static WebElement ready(String id) {
        WebElement toggle = browser.waitFor(By.id(id));
        new WebDriverWait(browser.driver(), Duration.ofSeconds(30)).until(d -> toggle.isEnabled());
        return toggle;
    }

    private static boolean pipsPresenceOn() {
        return json(pip.get("/api/v1/members/pip")).get("presenceEvents").asBoolean();
    }

    private static boolean presenceOn() {
        return json(hana.get("/api/v1/members/hana")).get("presenceEvents").asBoolean();
    }
}
