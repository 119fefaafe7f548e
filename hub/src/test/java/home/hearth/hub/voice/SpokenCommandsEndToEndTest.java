package home.hearth.hub.voice;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spoken commands end to end in the running hub with the demo household, every part real: espeak-ng
 * speech through a real WebSocket, the default recogniser (Sphinx4, command grammar from the
 * inventory), the prepared Silero VAD and x-vector speaker model, the hub's own turn service, the
 * simulated devices over the embedded broker. Sphinx4 hears en+f2 and en+steph well but not always
 * (STACK.md): an utterance it did not get right is said again, at most three times.
 */
class SpokenCommandsEndToEndTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http admin;
    static Speech speech;
    static String kitchenMic;

    @BeforeAll
    static void start() throws Exception {
        hub = RunningHub.start(dir, Map.of("HEARTH_MODEL_CACHE", TestModel.dir().getParent().toString()), VoiceParts.CONFIGURED);
        admin = hub.admin();
        speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        kitchenMic = json(admin.post("/api/v1/rooms/kitchen/microphones", "{\"name\":\"fridge\"}")).get("token").asText();
        await().atMost(Duration.ofSeconds(30)).until(() -> admin.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    static short[] say(String text) {
        return say("en+f2", text);
    }

    static short[] say(String voice, String text) {
        short[] words = speech.say(voice, text).samples();
        return Arrays.copyOf(words, words.length + 9_600);
    }

    @Test
    void turnOnTheKitchenLightSwitchesTheLampAndTheActionEventConfirmsIt() {
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            List<JsonNode> events = ask(mic, "en+f2", "turn on the kitchen light");
            JsonNode action = events.stream().filter(e -> e.get("type").asText().equals("action")).findFirst()
                    .orElseThrow(() -> new AssertionError("no action in " + events));
            assertEquals("kitchen-light", action.get("device").asText(), action.toString());
            assertEquals("confirmed", action.get("outcome").asText(), action.toString());
            assertTrue(events.get(events.size() - 1).get("milestones").has("action_confirmed"), events.toString());
            JsonNode state = json(admin.get("/api/v1/devices/kitchen-light/state")).get("state");
            assertTrue(state.toString().contains("true") || state.toString().toLowerCase().contains("on"), state.toString());
        }
    }

    @Test
    void aMemberAndThenSomeoneElseSpeakOnOneMicrophoneEachInTheirOwnSession() {
        Http ines = hub.member("ines", "adult", null); // not dana: another test of this hub enrols her
        for (int sentence : new int[] {0, 1, 3}) {
            var r = ines.postBytes("/api/v1/voice/enrolments/ines/utterances", "audio/wav",
                    speech.sayFile("en+steph", Speech.SENTENCES.get(sentence), List.of()));
            assertEquals(200, r.statusCode(), r.body());
        }
        assertEquals(200, ines.post("/api/v1/voice/enrolments/ines/finish", "{}").statusCode());
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            List<JsonNode> hers = ask(mic, "en+steph", "turn on the kitchen light");
            JsonNode herSpeaker = event(hers, "speaker");
            assertEquals("ines", herSpeaker.get("member").asText(), hers.toString());
            assertEquals("verified", herSpeaker.get("level").asText(), hers.toString());
            assertEquals("done", hers.getLast().get("outcome").asText(), hers.toString());
            // The microphone's last turn was Ines's, in her session: the next speaker's turn is not sent there.
            List<JsonNode> theirs = ask(mic, "en+f2", "turn off the kitchen light");
            JsonNode theirSpeaker = event(theirs, "speaker");
            assertFalse(theirSpeaker.get("level").asText().equals("verified") && theirSpeaker.path("member").asText().equals("ines"),
                    "someone else: " + theirSpeaker);
            assertTrue(theirs.stream().noneMatch(e -> e.get("type").asText().equals("error")), theirs.toString());
            assertEquals("confirmed", event(theirs, "action").get("outcome").asText(), theirs.toString());
            assertEquals("done", theirs.getLast().get("outcome").asText(), theirs.toString());
            assertNotEquals(hers.getLast().get("session").asText(), theirs.getLast().get("session").asText());
        }
    }

    static JsonNode event(List<JsonNode> events, String type) {
        return events.stream().filter(e -> e.get("type").asText().equals(type)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type + " in " + events));
    }

    @Test
    void aRoomThatStreamsExactZerosBetweenUtterancesIsHeard() {
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            List<String> heard = new java.util.ArrayList<>();
            for (int attempt = 0; attempt < 3; attempt++) {
                mic.speak(new short[16_000]); // a second of digital silence: the VAD's pre-roll is zeros
                mic.speak(say("en+f2", "switch on the coffee machine"));
                mic.speak(new short[16_000]);
                List<JsonNode> events = mic.turn();
                String transcript = events.stream().filter(e -> e.path("final").asBoolean(false))
                        .map(e -> e.get("text").asText()).findFirst().orElse("");
                if (transcript.equals("switch on the coffee machine")) {
                    return;
                }
                heard.add(transcript);
            }
            throw new AssertionError("never heard after digital silence: " + heard);
        }
    }

    @Test
    void aDeviceAddedAfterTheStartAndThenRenamedIsHeardByItsNewNames() {
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            ask(mic, "en+f2", "turn on the kitchen light"); // the grammar is built and in use before the device exists
            var add = admin.post("/api/v1/devices", "{\"id\":\"porch-light\",\"name\":\"Porch light\","
                    + "\"room\":\"hall\",\"capabilities\":[\"switch\"],\"topic\":\"zigbee2mqtt/porch_light\"}");
            assertEquals(201, add.statusCode(), add.body());
            ask(mic, "en+f2", "turn on the porch light");
            var rename = admin.post("/api/v1/devices", "{\"id\":\"porch-light\",\"name\":\"Garden lamp\","
                    + "\"room\":\"hall\",\"capabilities\":[\"switch\"],\"topic\":\"zigbee2mqtt/porch_light\"}");
            assertTrue(rename.statusCode() / 100 == 2, rename.body());
            ask(mic, "en+f2", "turn off the garden lamp");
        }
    }

    @Test
    void partialTranscriptsArriveWhileTheResidentIsStillSpeaking() throws Exception {
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            speakAsSpoken(mic, say("en+f2", "set the bedroom thermostat to twenty one degrees"));
            List<JsonNode> events = mic.turn();
            List<String> types = events.stream().map(e -> e.get("type").asText() + (e.has("final")
                    ? (e.get("final").asBoolean() ? ":final" : ":partial") : "")).toList();
            int firstPartial = types.indexOf("transcript:partial");
            assertTrue(firstPartial >= 0, "a partial transcript: " + events);
            int speechEnded = events.indexOf(events.stream().filter(e -> e.path("state").asText().equals("silence"))
                    .findFirst().orElseThrow());
            assertTrue(firstPartial < speechEnded, "the partial came before the end of speech: " + types);
            assertTrue(firstPartial < types.indexOf("transcript:final"), types.toString());
            events.stream().filter(e -> e.get("type").asText().equals("transcript") && !e.get("final").asBoolean())
                    .forEach(e -> assertTrue(e.get("text").asText().matches("[a-z' ]+"), e.toString()));
        }
    }

    /** Sends audio as a microphone does: one 100 ms frame every 100 ms. */
    static void speakAsSpoken(RoomClient mic, short[] samples) throws InterruptedException {
        var clock = java.util.concurrent.Executors.newSingleThreadScheduledExecutor();
        try {
            int frames = (samples.length + 1_599) / 1_600;
            var sent = new java.util.concurrent.CountDownLatch(frames);
            for (int f = 0; f < frames; f++) {
                int at = f * 1_600;
                clock.schedule(() -> {
                    mic.speak(Arrays.copyOfRange(samples, at, Math.min(at + 1_600, samples.length)));
                    sent.countDown();
                }, f * 100L, java.util.concurrent.TimeUnit.MILLISECONDS);
            }
            assertTrue(sent.await(60, java.util.concurrent.TimeUnit.SECONDS), "every frame sent");
        } finally {
            clock.shutdownNow();
        }
    }

    @Test
    void spokenRepliesAreRealSpeechIn16kHzMonoPcmOneBinaryMessagePerReplySegment() {
        try (RoomClient mic = RoomClient.connect(hub.httpPort(), "kitchen")) {
            mic.text("{\"type\":\"hello\",\"token\":\"" + kitchenMic
                    + "\",\"sampleRate\":16000,\"format\":\"pcm_s16le\",\"synthesis\":true}");
            assertEquals("ready", mic.next().get("type").asText());
            mic.speak(say("en+f2", "is the coffee machine on")); // whatever is heard, the reply is spoken
            List<String> replies = mic.turn().stream()
                    .filter(e -> e.get("type").asText().equals("reply")).map(e -> e.get("text").asText()).toList();
            assertTrue(!replies.isEmpty(), "a reply");
            await().atMost(Duration.ofSeconds(30)).until(() -> mic.audio().size() >= replies.size());
            List<byte[]> audio = mic.audio();
            assertEquals(replies.size(), audio.size(), "one binary message per reply segment: " + replies);
            for (int i = 0; i < replies.size(); i++) {
                byte[] pcm = audio.get(i);
                assertEquals(0, pcm.length % 2, "whole 16-bit samples");
                short[] samples = new short[pcm.length / 2];
                java.nio.ByteBuffer.wrap(pcm).order(java.nio.ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(samples);
                // The same words said by espeak-ng and resampled to 16 kHz here: a wrong rate (espeak's own
                // 22,050 Hz) or a cut-off would be 38% longer or much shorter.
                int expected = speech.say("en+f2", replies.get(i)).samples().length;
                assertTrue(Math.abs(samples.length - expected) <= expected / 20,
                        "'" + replies.get(i) + "': " + samples.length + " samples, expected about " + expected);
                assertTrue(samples.length > 16_000 / 2, "at least half a second of speech: " + samples.length);
                double rms = Math.sqrt(Arrays.stream(toInts(samples)).mapToDouble(v -> (double) v * v).average().orElse(0));
                assertTrue(rms > 500, "speech, not silence: rms " + rms);
                assertTrue(Arrays.stream(toInts(samples)).map(Math::abs).max().orElse(0) > 4_000, "audible peaks");
            }
        }
    }

    private static int[] toInts(short[] samples) {
        int[] v = new int[samples.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = samples[i];
        }
        return v;
    }

    @Test
    void aStateQuestionIsAnsweredFromTheLiveDevice() {
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            List<JsonNode> events = ask(mic, "en+f2", "is the coffee machine on");
            assertTrue(replies(events).contains("coffee"), events.toString());
            assertEquals("done", events.get(events.size() - 1).get("outcome").asText());
        }
    }

    @Test
    void anEnrolledVoiceIsNamedAndAnotherVoiceIsNeverVerifiedAsHer() {
        Http dana = hub.member("dana", "adult", null);
        for (int sentence : new int[] {0, 1, 3}) {
            var r = dana.postBytes("/api/v1/voice/enrolments/dana/utterances", "audio/wav",
                    speech.sayFile("en-us+f3", Speech.SENTENCES.get(sentence), List.of()));
            assertEquals(200, r.statusCode(), r.body());
        }
        assertEquals(200, dana.post("/api/v1/voice/enrolments/dana/finish", "{}").statusCode());
        try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", kitchenMic)) {
            List<JsonNode> events = ask(mic, "en-us+f3", "is the front door locked");
            JsonNode speaker = events.stream().filter(e -> e.get("type").asText().equals("speaker")).findFirst().orElseThrow();
            assertEquals("dana", speaker.get("member").asText(), speaker.toString());
            // A short command is little voice to go on: the enrolled member is named, verified or uncertain
            // (VoicePipelineTest shows a full sentence verified); an uncertain voice gets household answers.
            assertNotEquals("unknown", speaker.get("level").asText(), speaker.toString());
            assertTrue(replies(events).toLowerCase().contains("locked") || replies(events).contains("Guests"),
                    events.toString());

            mic.speak(say("en+rob", "is the front door locked"));
            List<JsonNode> stranger = mic.turn();
            JsonNode other = stranger.stream().filter(e -> e.get("type").asText().equals("speaker")).findFirst().orElseThrow();
            assertNotEquals("verified", other.get("level").asText(), "another voice is never dana for sure: " + other);
        }
    }

    /** Says {@code text} until the recogniser hears it exactly (at most three times); that turn's events. */
    static List<JsonNode> ask(RoomClient mic, String voice, String text) {
        List<String> heard = new java.util.ArrayList<>();
        for (int attempt = 0; attempt < 3; attempt++) {
            mic.speak(say(voice, text));
            List<JsonNode> events = mic.turn();
            String transcript = events.stream().filter(e -> e.path("final").asBoolean(false))
                    .map(e -> e.get("text").asText()).findFirst().orElse("");
            if (transcript.equals(text)) {
                return events;
            }
            heard.add(transcript);
        }
        throw new AssertionError("the recogniser never heard '" + text + "' from " + voice + ": " + heard);
    }

    static String replies(List<JsonNode> events) {
        return events.stream().filter(e -> e.get("type").asText().equals("reply")).map(e -> e.get("text").asText())
                .reduce("", (a, b) -> a + " " + b);
    }
}
