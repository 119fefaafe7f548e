package home.hearth.hub.web.voice;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.voice.ScriptedRecognizer;
import home.hearth.hub.voice.ScriptedTurns;
import home.hearth.hub.voice.TestVad;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A revocation arrives while the microphone's frame is still being heard: the frame holds its room session and sends
 * events to the connection, the revocation closes the connection and then the room session. Neither may wait for the
 * other while holding what the other needs.
 */
class RevokingABusyMicrophoneTest {
    @TempDir
    static Path dir;

    private final CountDownLatch hearing = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    @Test
    void revokingAMicrophoneWhileItsFrameIsBeingHeardAnswersAndClosesIt() throws Exception {
        // Not closed on failure: a deadlocked hub would hang its own stop, and the test with it.
        RunningHub hub = RunningHub.start(dir, Map.of(),
                new VoiceParts(Optional.of(slowToStart()), Optional.of(new TestVad()), Optional.of(new ScriptedTurns())));
        Http admin = hub.admin();
        JsonNode issued = json(admin.post("/api/v1/rooms/kitchen/microphones", "{\"name\":\"fridge\"}"));
        try (RoomClient fridge = RoomClient.ready(hub.httpPort(), "kitchen", issued.get("token").asText())) {
            fridge.speak(tone());
            assertTrue(hearing.await(20, TimeUnit.SECONDS), "the frame is being heard, its room session held");
            CompletableFuture<HttpResponse<String>> revoke = CompletableFuture.supplyAsync(
                    () -> admin.delete("/api/v1/rooms/kitchen/microphones/" + issued.get("id").asText()));
            // Closed: the revocation now closes the room session, which the frame still holds.
            assertEquals("revoked", fridge.next("error").get("code").asText());
            assertEquals(1008, fridge.closeCode());
            release.countDown(); // the frame goes on and sends its "speech started" event

            assertEquals(204, revoke.get(15, TimeUnit.SECONDS).statusCode(), "the revocation is answered");
        }
        hub.close();
    }

    /** The first stream starts only when the test says so: the time a frame spends inside its room session. */
    private SpeechRecognizer slowToStart() {
        ScriptedRecognizer scripted = new ScriptedRecognizer();
        return new SpeechRecognizer() {
            @Override
            public String id() {
                return "slow-to-start";
            }

            @Override
            public RecognitionStream start() {
                if (hearing.getCount() > 0) {
                    hearing.countDown();
                    try {
                        release.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return scripted.start();
            }

            @Override
            public void useVocabulary(CommandVocabulary vocabulary) { }

            @Override
            public void close() { }
        };
    }

    private static short[] tone() {
        short[] loud = new short[3_200];
        for (int i = 0; i < loud.length; i++) {
            loud[i] = (short) (4_000 * Math.sin(2 * Math.PI * 220 * i / 16_000.0));
        }
        return loud;
    }
}
