package home.hearth.hub.web.pages;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.MqttAutomation;
import home.hearth.hub.testing.RunningHub;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** /admin's MQTT automation clients in a real headless Chromium: add one, see its secret once, revoke it. */
class AutomationClientsBrowserTest {
    private static final String POLICY = """
            mqtt:
              clients:
                ha-script:
                  publish: [hub/v1/request/ha-script/+, zigbee2mqtt/kitchen_light/get]
                  subscribe: [hub/v1/response/ha-script/#]
                file-client:
                  subscribe: [hub/v1/events/#]
            """;
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), POLICY);
        Path file = Files.writeString(dir.resolve("mqtt-clients"), "file-client:file-secret-123\n");
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_POLICY_FILE", policy.toString(),
                "HEARTH_MQTT_CLIENTS_FILE", file.toString()));
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

    @Test
    void theAdminAddsAClientSeesItsSecretOnceAndRevokesIt() throws Exception {
        openInEnglish();
        String secret = add("ha-script");
        WebElement row = browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='ha-script']"));
        assertTrue(row.getText().contains("zigbee2mqtt/kitchen_light/get"), "its ACL from the policy: " + row.getText());
        WebElement fromFile = browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='file-client']"));
        assertTrue(fromFile.getText().contains("from the clients file"), fromFile.getText());
        assertTrue(fromFile.findElements(By.cssSelector("button.revoke")).isEmpty(), "read-only: no revoke button");
        MqttAutomation script = MqttAutomation.connect(hub.mqttPort(), "ha-script", secret);
        assertTrue(script.isConnected(), "the secret the page showed is the client's password");

        add("no-acl-client");
        browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='no-acl-client'] .acl-snippet"));
        browser.screenshots("admin-automation-clients");

        browser.driver().navigate().refresh();
        browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='ha-script']"));
        assertFalse(browser.driver().getPageSource().contains(secret), "shown once: gone after a reload");
        assertTrue(browser.driver().findElements(By.id("mqtt-client-secret")).isEmpty());

        WebElement again = browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='ha-script']"));
        again.findElement(By.cssSelector("button.revoke")).click();
        WebElement confirm = browser.waitFor(By.cssSelector(".mqtt-client-row[data-name='ha-script'] .confirm"));
        assertTrue(confirm.getText().contains("ha-script"), confirm.getText());
        assertTrue(script.isConnected(), "nothing happens before the admin confirms");
        confirm.findElement(By.cssSelector("button.confirm-revoke")).click();
        browser.waitUntilGone(By.cssSelector(".mqtt-client-row[data-name='ha-script']"));
        await("the revoked client is disconnected").atMost(Duration.ofSeconds(10)).until(() -> !script.isConnected());
        MqttException refused = assertThrows(MqttException.class, () -> MqttAutomation.connect(hub.mqttPort(), "ha-script", secret));
        assertEquals(134, refused.getReasonCode());
        assertEquals(204, hub.admin().delete("/api/v1/automation-clients/no-acl-client").statusCode());
    }

    @Test
    void theSectionSpeaksPortugueseToo() {
        browser.go("/admin");
        browser.script("localStorage.setItem('hearth.lang', 'pt'); localStorage.setItem('hearth.lang.admin', 'pt');");
        try {
            browser.driver().navigate().refresh();
            browser.waitForText(By.cssSelector("#automations"), "Contas MQTT");
            browser.waitForText(By.cssSelector("#add-mqtt-client"), "Nome do novo cliente");
            browser.waitForText(By.cssSelector(".mqtt-client-row[data-name='file-client']"), "Age como: convidado · incerto");
        } finally {
            openInEnglish();
        }
    }

    /** A fresh load of /admin in English (going to the same URL with only a new #hash would not reload it). */
    private static void openInEnglish() {
        browser.go("/admin");
        browser.script("localStorage.setItem('hearth.lang', 'en'); localStorage.setItem('hearth.lang.admin', 'en');");
        browser.driver().navigate().refresh();
        browser.waitFor(By.id("add-mqtt-client"));
    }

    private static String add(String name) {
        WebElement form = browser.waitFor(By.id("add-mqtt-client"));
        WebElement input = form.findElement(By.name("mqttClientName"));
        input.clear();
        input.sendKeys(name);
        form.findElement(By.cssSelector("button[type=submit]")).click();
        browser.waitForText(By.id("mqtt-secret"), name);
        String secret = browser.waitFor(By.id("mqtt-client-secret")).getText().strip();
        assertTrue(secret.startsWith("hmqtt_"), secret);
        return secret;
    }
}
