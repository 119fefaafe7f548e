package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** /admin in a real headless Chromium: the household admin's work, each step through the REST API. */
class AdminPageBrowserTest {
    private static final String POLICY = """
            retention:
              episodic: 365d
            """;
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static Http admin;

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), POLICY);
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_POLICY_FILE", policy.toString()));
        admin = hub.admin();
        browser = Browser.open(hub.http().base(), dir.resolve("browser"), List.of());
        browser.signIn("admin", RunningHub.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        hub.close();
    }

    @BeforeEach
    void openTheAdminPage() {
        browser.go("/admin");
        browser.waitFor(By.cssSelector(".device-row[data-id='kitchen-light']"));
    }

    private static void type(WebElement form, String name, String text) {
        WebElement f = form.findElement(By.name(name));
        f.clear();
        f.sendKeys(text);
    }

    @Test
    void theAdminPageShowsEverySectionAndItsDashboard() {
        browser.waitFor(By.cssSelector("#dash-devices svg"));
        browser.waitFor(By.cssSelector("#audit-table"));
        browser.screenshots("admin");
    }

    @Test
    void anAdminAddsAMemberAndChangesTheirRole() {
        WebElement form = browser.waitFor(By.id("add-member"));
        type(form, "id", "gina");
        type(form, "displayName", "Gina");
        new Select(form.findElement(By.name("role"))).selectByValue("adult");
        type(form, "password", "gina-password-123");
        form.findElement(By.cssSelector("button[type=submit]")).click();
        WebElement row = browser.waitFor(By.cssSelector(".member-row[data-id='gina']"));
        new Select(row.findElement(By.name("role"))).selectByValue("guest");
        row.findElement(By.cssSelector("button[type=submit]")).click();
        browser.waitForText(By.id("members"), "Gina changed");
        assertEquals("guest", json(admin.get("/api/v1/members/gina")).get("role").asText());
    }

    @Test
    void anAdminMakesARoomMicrophoneTokenShownOnce() {
        WebElement kitchen = browser.waitFor(By.cssSelector(".room-row[data-id='kitchen']"));
        type(kitchen, "microphone", "kitchen shelf");
        kitchen.findElement(By.cssSelector(".add-mic button[type=submit]")).click();
        String token = browser.waitFor(By.id("new-token")).getText();
        assertTrue(token.length() >= 20, token);
        String listed = admin.get("/api/v1/rooms/kitchen/microphones").body();
        assertTrue(listed.contains("kitchen shelf") && !listed.contains(token), listed);
        browser.waitFor(By.xpath("//article[@data-id='kitchen']//li[contains(., 'kitchen shelf')]"));
        browser.screenshots("admin-microphone-token");
    }

    @Test
    void anAdminAddsADeviceAsksADeviceForItsLiveStateAndSendsACommand() {
        WebElement form = browser.waitFor(By.id("add-device"));
        type(form, "deviceId", "garage-light");
        type(form, "deviceName", "Garage light");
        type(form, "deviceRoom", "hall");
        type(form, "topic", "zigbee2mqtt/garage_light");
        form.findElement(By.id("cap-switch")).click();
        form.findElement(By.cssSelector("button[type=submit]")).click();
        browser.waitFor(By.cssSelector(".device-row[data-id='garage-light']"));
        assertTrue(admin.get("/api/v1/devices").body().contains("garage-light"));

        WebElement lamp = browser.waitFor(By.cssSelector(".device-row[data-id='kitchen-light']"));
        lamp.findElement(By.cssSelector("button.cmd-on")).click();
        browser.waitForText(By.cssSelector(".device-row[data-id='kitchen-light'] .device-state"), "confirmed");
        lamp.findElement(By.cssSelector("button.live-state")).click();
        browser.waitForText(By.cssSelector(".device-row[data-id='kitchen-light'] code.state"), "\"on\":true");
    }

    @Test
    void aPolicyEditWithAnErrorIsRejectedByLineAndNotSaved() {
        WebElement editor = browser.waitFor(By.name("policy"));
        browser.waitForText(By.id("policy"), "");
        editor.clear();
        editor.sendKeys("retention:\n  episodic: forever\n");
        browser.driver().findElement(By.id("policy-save")).click();
        WebElement bad = browser.waitFor(By.cssSelector(".policy-lines li.bad"));
        assertEquals("2", bad.getAttribute("data-line"), bad.getText());
        assertTrue(bad.findElement(By.className("line-error")).getText().contains(":2: retention.episodic"), bad.getText());
        assertEquals(POLICY, admin.get("/api/v1/policy").body(), "the invalid policy was not saved");
        browser.screenshots("admin-policy-error");
    }

    @Test
    void theAuditLogFiltersByActionAndVerifiesItsChain() {
        browser.waitFor(By.id("audit-table"));
        new Select(browser.driver().findElement(By.name("auditAction"))).selectByValue("auth.login");
        browser.driver().findElement(By.cssSelector("#audit form button[type=submit]")).click();
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("#audit-table tbody tr"));
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> r.getText().contains("auth.login")));
        browser.driver().findElement(By.id("audit-verify")).click();
        browser.waitForText(By.id("audit-status"), "intact");
    }
}
