package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The sign-in page and /me in a real headless Chromium against a running hub. */
class MemoryPageBrowserTest {
    private static final String ERIN_PASSWORD = "erin-password-123";
    private static final String HTML_MEMORY = "<script>window.pwned=1</script><b>bold</b> <img src=x onerror=window.pwned=2>";
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static Http erin;
    static String franksMemory;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir.resolve("hub"));
        erin = hub.member("erin", "adult", null);
        Http frank = hub.member("frank", "adult", null);
        franksMemory = json(frank.post("/api/v1/memories", "{\"text\":\"frank's secret birthday plans\",\"scope\":\"user\"}"))
                .get("memory").get("id").asText();
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

    private static String remember(String text) {
        var r = erin.post("/api/v1/memories", Json.write(Map.of("text", text, "scope", "user")));
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("memory").get("id").asText();
    }

    private static By card(String text) {
        return By.xpath("//article[contains(@class,'memory')][.//p[@class='memory-text' and contains(., \"" + text + "\")]]");
    }

    private void openMyPage() {
        browser.signIn("erin", ERIN_PASSWORD);
        browser.go("/me");
        browser.waitFor(By.id("remember"));
    }

    @Test
    void theSignInPageSendsAMemberToTheirMemories() {
        browser.go("/");
        browser.waitFor(By.id("username"));
        browser.screenshots("signin");
        browser.driver().findElement(By.id("username")).sendKeys("erin");
        browser.driver().findElement(By.id("password")).sendKeys("not-the-password");
        browser.driver().findElement(By.id("signin")).click();
        browser.waitForText(By.id("signin-status"), "Wrong name or password");
        browser.signIn("erin", ERIN_PASSWORD);
        assertTrue(browser.driver().getCurrentUrl().endsWith("/me"), browser.driver().getCurrentUrl());
    }

    @Test
    void aMemberReviewsEditsAndDeletesAMemoryWithItsProvenanceAndHistory() {
        remember("I drink green tea every morning");
        remember("The bike pump lives in the blue shed");
        openMyPage();
        WebElement tea = browser.waitFor(card("green tea"));
        tea.findElement(By.tagName("summary")).click();
        String provenance = tea.findElement(By.cssSelector("dl.meta")).getText();
        assertTrue(provenance.contains("erin") && provenance.contains("explicit") && provenance.contains("this page or the API"), provenance);
        browser.screenshots("me");

        tea.findElement(By.cssSelector("button.edit")).click();
        WebElement text = tea.findElement(By.cssSelector(".edit-form textarea"));
        text.clear();
        text.sendKeys("I drink oolong tea every morning");
        tea.findElement(By.cssSelector(".edit-form button[type=submit]")).click();
        WebElement edited = browser.waitFor(card("oolong tea"));
        edited.findElement(By.cssSelector("button.history")).click();
        browser.waitFor(By.cssSelector("ol.versions li"));
        assertEquals(2, edited.findElements(By.cssSelector("ol.versions li")).size());
        assertTrue(edited.findElement(By.cssSelector("ol.versions")).getText().contains("green tea"), "the old version stays visible");

        WebElement lock = browser.waitFor(card("bike pump"));
        lock.findElement(By.cssSelector("button.delete")).click();
        lock.findElement(By.cssSelector("button.confirm-delete")).click();
        browser.waitUntilGone(card("bike pump"));
        assertFalse(erin.get("/api/v1/memories").body().contains("bike pump"), "the API agrees it is gone");
    }

    @Test
    void searchAndFiltersNarrowTheList() {
        remember("The kitchen window sticks in winter");
        remember("My dentist appointment is on Friday");
        openMyPage();
        browser.waitFor(card("dentist"));
        browser.driver().findElement(By.name("q")).sendKeys("window");
        browser.driver().findElement(By.id("apply-filters")).click();
        browser.waitUntilGone(card("dentist"));
        assertTrue(browser.driver().findElement(card("kitchen window")).isDisplayed());
    }

    @Test
    void aMemoryWithHtmlInItIsShownAsText() {
        remember(HTML_MEMORY);
        openMyPage();
        WebElement shown = browser.waitFor(card("window.pwned=1")).findElement(By.className("memory-text"));
        assertEquals(HTML_MEMORY, shown.getText());
        assertEquals(0L, browser.script("return document.querySelectorAll('#memories b, #memories img, #memories script').length"));
        assertEquals(null, browser.script("return window.pwned === undefined ? null : window.pwned"));
    }

    @Test
    void exportDownloadsEveryMemoryAsJson() throws Exception {
        remember("Export me: the spare key is with the neighbour");
        openMyPage();
        browser.waitFor(card("spare key"));
        browser.driver().findElement(By.id("export")).click();
        Path file = dir.resolve("browser/downloads/hearth-memories.json");
        await().atMost(Duration.ofSeconds(30)).until(() -> Files.exists(file) && Files.size(file) > 0);
        JsonNode export = Json.readTree(Files.readString(file));
        assertEquals("erin", export.get("member").asText());
        assertTrue(export.get("memories").toString().contains("spare key"));
        assertFalse(export.toString().contains("frank's secret"));
    }

    @Test
    void forgettingEverythingNeedsAConfirmationAndThenThePageAndTheApiShowNothing() {
        remember("Forget me: I am allergic to cats");
        openMyPage();
        browser.waitFor(card("allergic"));
        browser.driver().findElement(By.id("forget-all")).click();
        WebElement go = browser.waitFor(By.id("forget-confirm"));
        assertFalse(go.isEnabled(), "the first click only asks");
        browser.screenshots("me-forget-confirmation");
        browser.driver().findElement(By.id("forget-understood")).click();
        go.click();
        browser.waitFor(By.id("no-memories"));
        assertEquals(0, json(erin.get("/api/v1/memories")).get("count").asInt());
    }

    @Test
    void aMemberCannotOpenTheAdminPageNorAnotherMembersMemory() {
        browser.signIn("erin", ERIN_PASSWORD);
        browser.go("/admin");
        browser.waitForText(By.tagName("h1"), "Not for you");
        browser.screenshots("refused-admin");
        browser.go("/me/memories/" + franksMemory);
        browser.waitFor(By.cssSelector(".refusal"));
        assertFalse(browser.driver().getPageSource().contains("birthday"), "frank's memory never reaches erin's page");
        browser.screenshots("refused-memory");
    }

    @Test
    void aCookieChangeWithoutTheCsrfProofIsRefusedInTheBrowser() {
        openMyPage();
        Object withoutProof = browser.driver().executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/v1/memories', {method: 'POST', headers: {'Content-Type': 'application/json'},
                  body: JSON.stringify({text: 'planted by a script', scope: 'user'})}).then(r => done(r.status));""");
        Object plainText = browser.driver().executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/v1/memories', {method: 'POST', headers: {'Content-Type': 'text/plain'},
                  body: JSON.stringify({text: 'planted by a form', scope: 'user'})}).then(r => done(r.status));""");
        assertEquals(403L, withoutProof);
        assertTrue(plainText.equals(403L) || plainText.equals(415L), "text/plain: " + plainText);
        assertFalse(erin.get("/api/v1/memories").body().contains("planted"));
    }

    @Test
    void aChangeFromThisPageNeverActsForAnotherMemberWhoSignedInInThisBrowserSince() {
        Http gina = hub.member("gina", "adult", null);
        assertEquals(201, gina.post("/api/v1/memories", "{\"text\":\"gina keeps her diary under the bed\",\"scope\":\"user\"}")
                .statusCode());
        openMyPage();
        // gina signs in in another tab of the same browser: the cookie is hers now, erin's page is still open
        Object signedIn = browser.driver().executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch('/api/v1/auth/login', {method: 'POST', headers: {'Content-Type': 'application/json'},
                  body: JSON.stringify({username: 'gina', password: 'gina-password-123'})}).then(r => done(r.status));""");
        assertEquals(200L, signedIn);

        browser.driver().findElement(By.id("forget-all")).click();
        browser.driver().findElement(By.id("forget-understood")).click();
        browser.waitFor(By.id("forget-confirm")).click();
        browser.waitFor(By.xpath("//p[contains(@class,'notice') and (contains(@class,'error') or contains(., 'forgotten'))]"));
        assertEquals(1, json(gina.get("/api/v1/memories")).get("count").asInt(),
                "erin's 'forget everything' must not erase gina's memories");
    }

    @Test
    void thePageSpeaksPortugueseWhenTheMemberChoosesIt() {
        openMyPage();
        browser.driver().findElement(By.cssSelector("header select")).sendKeys("Português");
        browser.waitForText(By.cssSelector("header nav"), "As minhas memórias");
        browser.go("/me");
        browser.waitForText(By.tagName("h1"), "O que o Hearth guarda");
        browser.screenshots("me-pt");
        assertTrue(erin.get("/api/v1/memories?kind=structured").body().contains("\"key\":\"preferred_language\""),
                "the choice is the member's preference, kept by the hub");
        browser.driver().findElement(By.cssSelector("header select")).sendKeys("English");
        browser.waitForText(By.cssSelector("header nav"), "My memories");
        await().atMost(Duration.ofSeconds(30)).until(() -> erin.get("/api/v1/memories?kind=structured&status=active").body()
                .contains("\"value\":\"en\""));
        for (JsonNode m : json(erin.get("/api/v1/memories?kind=structured")).get("memories")) {
            erin.delete("/api/v1/memories/" + m.get("id").asText()); // the other tests expect a clean list
        }
    }

    @Test
    void rememberRequestsLeftUnansweredWaitOnThePageForAYesOrANo() {
        for (String said : List.of("remember that my passport is in the desk drawer", "remember that the bins go out on Thursday")) {
            var r = erin.post("/api/v1/turns", Json.write(Map.of("text", said)));
            assertTrue(json(r).has("confirm"), "the hub asked first: " + r.body());
        }
        openMyPage();
        WebElement passport = browser.waitFor(By.xpath(
                "//div[@data-kind='write'][.//p[@class='memory-text' and contains(., 'passport')]]"));
        WebElement bins = browser.waitFor(By.xpath(
                "//div[@data-kind='write'][.//p[@class='memory-text' and contains(., 'bins')]]"));
        browser.screenshots("me-pending");
        passport.findElement(By.xpath(".//button[. = 'Yes, remember it']")).click();
        browser.waitFor(card("passport"));
        bins = browser.waitFor(By.xpath("//div[@data-kind='write'][.//p[@class='memory-text' and contains(., 'bins')]]"));
        bins.findElement(By.xpath(".//button[. = 'No']")).click();
        browser.waitUntilGone(By.cssSelector("div[data-kind='write']"));

        assertEquals(0, json(erin.get("/api/v1/memories/pending")).get("count").asInt());
        String mine = erin.get("/api/v1/memories").body();
        assertFalse(mine.contains("bins"), "a declined write is never stored: " + mine);
        for (JsonNode m : json(erin.get("/api/v1/memories")).get("memories")) {
            if (m.get("text").asText().contains("passport")) {
                assertEquals("confirmed", m.get("source").asText(), m.toString());
                erin.delete("/api/v1/memories/" + m.get("id").asText()); // the other tests expect a clean list
            }
        }
        assertTrue(mine.contains("passport"), mine);
    }

    @Test
    void signingOutEndsTheSession() {
        openMyPage();
        browser.signOut();
        browser.go("/me");
        browser.waitFor(By.id("username"));
        assertTrue(browser.driver().getCurrentUrl().contains("next=/me"));
    }
}
