package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * A shared household computer: erin's /me is open in one tab, then gina signs in in another tab of the same browser,
 * so the session cookie is gina's. Whatever erin's page does next — refresh its list, or try a change again after
 * being told no — must never show gina's memories nor act for her; the page says that someone else signed in.
 */
class AnotherMemberSignedInBrowserTest {
    private static final By REFUSAL = By.xpath("//p[contains(@class,'notice') and contains(@class,'error')]");
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static Http gina;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir.resolve("hub"));
        Http erin = hub.member("erin", "adult", null);
        assertEquals(201, erin.post("/api/v1/memories", "{\"text\":\"erin waters the ferns on sundays\",\"scope\":\"user\"}")
                .statusCode());
        gina = hub.member("gina", "adult", null);
        assertEquals(201, gina.post("/api/v1/memories", "{\"text\":\"gina keeps her diary under the bed\",\"scope\":\"user\"}")
                .statusCode());
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
        browser.script("localStorage.clear()");
    }

    private void openErinsPage() {
        browser.signIn("erin", "erin-password-123");
        browser.go("/me");
        browser.waitFor(By.xpath("//p[@class='memory-text' and contains(., 'ferns')]"));
    }

    /** gina signs in in another tab of this browser: from now on the cookie is hers. */
    private void ginaSignsInInAnotherTab() {
        Object status = browser.driver().executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/v1/auth/login', {method: 'POST', headers: {'Content-Type': 'application/json'},
                  body: JSON.stringify({username: 'gina', password: 'gina-password-123'})}).then(r => done(r.status));""");
        assertEquals(200L, status);
    }

    /** Refreshes erin's list; waits for the refusal or for gina's memory, and fails if hers is shown. */
    private String refreshTheList() {
        browser.driver().findElement(By.id("apply-filters")).click();
        browser.waitFor(By.xpath("//p[contains(@class,'notice') and contains(@class,'error')]"
                + " | //p[@class='memory-text' and contains(., 'diary')]"));
        assertFalse(browser.driver().getPageSource().contains("diary"), "gina's memory on erin's page");
        return browser.driver().findElement(REFUSAL).getText();
    }

    @Test
    void aListRefreshedAfterAnotherMemberSignedInInThisBrowserNeverShowsTheirMemories() {
        openErinsPage();
        ginaSignsInInAnotherTab();

        String said = refreshTheList();
        assertTrue(said.contains("Someone else has signed in in this browser"), said);
        assertFalse(browser.driver().getPageSource().contains("diary"), "gina's memory on erin's page");
        assertFalse(browser.driver().getPageSource().contains("ferns"), "the list is cleared, not left for the next person");
        browser.screenshots("me-someone-else-signed-in");

        refreshTheList(); // and again: the page never takes gina's session for its own
        assertFalse(browser.driver().getPageSource().contains("diary"), "gina's memory on erin's page at the second refresh");
    }

    @Test
    void aChangeTriedAgainAfterTheRefusalStillNeverActsForTheOtherMember() {
        openErinsPage();
        ginaSignsInInAnotherTab();
        for (int attempt = 1; attempt <= 2; attempt++) {
            browser.driver().findElement(By.id("forget-all")).click();
            browser.driver().findElement(By.id("forget-understood")).click();
            browser.waitFor(By.id("forget-confirm")).click();
            String said = browser.waitFor(By.xpath("//p[contains(@class,'notice') and (contains(@class,'error')"
                    + " or contains(., 'forgotten'))]")).getText();
            assertTrue(said.contains("nothing was done"), "attempt " + attempt + ": " + said);
            assertEquals(1, json(gina.get("/api/v1/memories")).get("count").asInt(),
                    "attempt " + attempt + " of erin's 'forget everything' must not erase gina's memories");
        }
    }

    @Test
    void thePageSaysItInPortugueseWhenItSpeaksPortuguese() {
        browser.signIn("erin", "erin-password-123");
        browser.script("localStorage.setItem('hearth.lang.erin', 'pt')");
        browser.go("/me");
        browser.waitForText(By.tagName("h1"), "O que o Hearth guarda");
        browser.waitFor(By.xpath("//p[@class='memory-text' and contains(., 'ferns')]"));
        ginaSignsInInAnotherTab();

        String said = refreshTheList();
        assertTrue(said.contains("Outra pessoa entrou neste navegador"), said);
        assertFalse(browser.driver().getPageSource().contains("diary"), "gina's memory on erin's page");
    }
}
