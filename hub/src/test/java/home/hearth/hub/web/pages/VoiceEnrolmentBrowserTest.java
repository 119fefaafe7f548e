package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Voice enrolment on /admin in a real headless Chromium with the real test speaker model: WAV files
 * uploaded (a too-quiet one refused with its reason, two accepted), one utterance recorded from the
 * browser microphone (Chromium's fake device playing espeak-ng speech at 48 kHz, so the page's
 * resampler to 16 kHz runs), then the enrolment finished and the voice verified over REST.
 */
class VoiceEnrolmentBrowserTest {
    private static final String VOICE = Speech.VOICES.get(3);
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;
    static Speech speech;

    @BeforeAll
    static void start() throws Exception {
        speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        Path microphone = Files.write(dir.resolve("microphone-48k.wav"),
                speech.sayFile(VOICE, Speech.SENTENCES.get(2), 48_000, 1, List.of("pad", "0.2", "0.2")));
        hub = RunningHub.start(dir.resolve("hub"), Map.of("HEARTH_SPEAKER_MODEL", TestModel.dir().toString()));
        hub.member("hana", "adult", null);
        browser = Browser.open(hub.http().base(), dir.resolve("browser"), List.of("--use-fake-device-for-media-stream",
                "--use-fake-ui-for-media-stream", "--use-file-for-fake-audio-capture=" + microphone.toAbsolutePath()));
        browser.signIn("admin", RunningHub.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        hub.close();
    }

    private static Path wav(String name, int sentence, List<String> effects) throws Exception {
        return Files.write(dir.resolve(name), speech.sayFile(VOICE, Speech.SENTENCES.get(sentence), effects));
    }

    private static void upload(Path... files) {
        WebElement section = browser.waitFor(By.id("voice"));
        section.findElement(By.name("wavs")).sendKeys(String.join("\n",
                java.util.Arrays.stream(files).map(f -> f.toAbsolutePath().toString()).toList()));
        section.findElement(By.cssSelector("form button[type=submit]")).click();
    }

    @Test
    void anAdminEnrolsAVoiceFromFilesAndTheMicrophoneWithFeedbackForEachUtterance() throws Exception {
        browser.go("/admin");
        WebElement section = browser.waitFor(By.id("voice"));
        Select member = new Select(section.findElement(By.name("voiceMember")));
        await().atMost(Duration.ofSeconds(30)).until(() -> member.getOptions().stream()
                .anyMatch(o -> o.getAttribute("value").equals("hana")));
        member.selectByValue("hana");

        upload(wav("quiet.wav", 0, List.of("vol", "0.005")));
        browser.waitForText(By.cssSelector("#voice-feedback li.bad"), "Too quiet");
        browser.waitForText(By.id("voice-progress"), "0 of 3");

        upload(wav("first.wav", 0, List.of()), wav("second.wav", 1, List.of()));
        browser.waitForText(By.id("voice-progress"), "2 of 3");
        assertEquals(2, section.findElements(By.cssSelector("#voice-feedback li.ok")).size());

        WebElement record = section.findElement(By.id("voice-record"));
        record.click();
        await().atMost(Duration.ofSeconds(30)).until(() -> "true".equals(record.getAttribute("aria-pressed")));
        // let the fake microphone play the sentence through once or twice before stopping
        await().pollDelay(Duration.ofSeconds(5)).atMost(Duration.ofSeconds(6)).until(() -> true);
        record.click();
        browser.waitForText(By.id("voice-progress"), "3 of 3");
        browser.screenshots("admin-voice-enrolment");

        section.findElement(By.id("voice-finish")).click();
        browser.waitForText(By.cssSelector("#voice [aria-live]"), "nrol");

        HttpResponse<String> who = hub.admin().postBytes("/api/v1/voice/identify", "audio/wav",
                speech.sayFile(VOICE, Speech.SENTENCES.get(5), List.of()));
        assertEquals(200, who.statusCode(), who.body());
        assertEquals("hana", json(who).get("member").asText(), who.body());
        assertEquals("verified", json(who).get("level").asText(), who.body());
    }
}
