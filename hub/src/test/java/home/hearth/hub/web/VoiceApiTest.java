package home.hearth.hub.web;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Enrolment and identification through the running hub, with real speech and the real test speaker model. */
class VoiceApiTest {
    private static final String WAV = "audio/wav";
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Speech speech;

    @BeforeAll
    static void start() throws Exception {
        hub = RunningHub.start(dir, Map.of("HEARTH_SPEAKER_MODEL", TestModel.dir().toString(), "HEARTH_DEMO", "false"));
        speech = new Speech(Files.createDirectories(dir.resolve("speech")));
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aMemberEnrolsWithThreeUtterancesAndIsThenVerifiedWhileAStrangerIsNot() {
        Http rosa = hub.member("rosa", "adult", null);
        String voice = Speech.VOICES.get(1);
        int accepted = 0;
        for (int sentence : new int[] {0, 1, 3}) {
            HttpResponse<String> r = rosa.postBytes("/api/v1/voice/enrolments/rosa/utterances", WAV,
                    speech.sayFile(voice, Speech.SENTENCES.get(sentence), List.of()));
            assertEquals(200, r.statusCode(), r.body());
            assertEquals(++accepted, json(r).get("accepted").asInt());
        }
        assertEquals(200, rosa.post("/api/v1/voice/enrolments/rosa/finish", "{}").statusCode());

        Http admin = hub.admin();
        HttpResponse<String> same = admin.postBytes("/api/v1/voice/identify", WAV,
                speech.sayFile(voice, Speech.SENTENCES.get(5), List.of()));
        assertEquals("rosa", json(same).get("member").asText(), same.body());
        assertEquals("verified", json(same).get("level").asText(), same.body());
        HttpResponse<String> stranger = admin.postBytes("/api/v1/voice/identify", WAV,
                speech.sayFile(Speech.VOICES.get(6), Speech.SENTENCES.get(5), List.of()));
        // A stranger is never verified (that would open rosa's memories); whether the score lands in
        // the uncertain band or below it is the model's call, and both keep personal memories shut.
        assertTrue(List.of("uncertain", "unknown").contains(json(stranger).get("level").asText()), stranger.body());
    }

    @Test
    void badAudioGetsAClearErrorAndDoesNotCount() {
        Http sam = hub.member("sam", "adult", null);
        String path = "/api/v1/voice/enrolments/sam/utterances";
        HttpResponse<String> quiet = sam.postBytes(path, WAV, speech.sayFile(Speech.VOICES.get(2), Speech.SENTENCES.get(0),
                List.of("vol", "0.005")));
        assertEquals(422, quiet.statusCode(), quiet.body());
        assertEquals("too-quiet", json(quiet).get("error").asText(), quiet.body());
        assertEquals(0, json(quiet).get("accepted").asInt());
        HttpResponse<String> wrongRate = sam.postBytes(path, WAV, speech.sayFile(Speech.VOICES.get(2), Speech.SENTENCES.get(0),
                44_100, 1, List.of()));
        assertEquals(422, wrongRate.statusCode(), wrongRate.body());
        assertEquals("wrong-format", json(wrongRate).get("error").asText(), wrongRate.body());
        assertEquals(400, sam.postBytes(path, WAV, new byte[0]).statusCode());
        assertEquals(413, sam.postBytes(path, WAV, new byte[3 * 1024 * 1024]).statusCode());
        assertEquals(409, sam.post("/api/v1/voice/enrolments/sam/finish", "{}").statusCode());
    }

    @Test
    void aWavCutShortInItsFormatIsAClearWrongFormatErrorNotAServerError() {
        Http vera = hub.member("vera", "adult", null);
        // RIFF, WAVE, a "fmt " chunk that says 16 bytes, and the file ends 2 bytes into it.
        ByteBuffer cut = ByteBuffer.allocate(22).order(ByteOrder.LITTLE_ENDIAN);
        cut.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(14).put("WAVE".getBytes(StandardCharsets.US_ASCII))
                .put("fmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16).putShort((short) 1);
        for (Map.Entry<String, Http> door : Map.of("/api/v1/voice/identify", hub.admin(),
                "/api/v1/voice/enrolments/vera/utterances", vera).entrySet()) {
            String path = door.getKey();
            HttpResponse<String> r = door.getValue().postBytes(path, WAV, cut.array());
            assertEquals(422, r.statusCode(), path + ": " + r.body());
            assertEquals("wrong-format", json(r).get("error").asText(), r.body());
            assertTrue(json(r).get("message").asText().contains("fmt chunk is cut short"), r.body());
        }
    }

    /**
     * A removed member's enrolment in progress could once be inherited by the next member given her id. An erased
     * member's id is now never given again (ErasedMemberIdTest), so nobody can take over her half-finished utterances.
     */
    @Test
    void aRemovedMembersEnrolmentInProgressCannotBeInheritedHerIdIsNotGivenAgain() {
        String path = "/api/v1/voice/enrolments/wyn/utterances";
        Http first = hub.member("wyn", "adult", null);
        for (int sentence : new int[] {0, 1}) {
            HttpResponse<String> r = first.postBytes(path, WAV, speech.sayFile(Speech.VOICES.get(3),
                    Speech.SENTENCES.get(sentence), List.of()));
            assertEquals(200, r.statusCode(), r.body());
        }
        assertEquals(200, hub.admin().delete("/api/v1/members/wyn?choice=delete").statusCode());

        HttpResponse<String> again = hub.admin().post("/api/v1/members", Json.write(Map.of("id", "wyn",
                "displayName", "Wyn", "role", "adult", "password", "wyn-password-123")));
        assertEquals(409, again.statusCode(), again.body());
        assertEquals(404, hub.admin().postBytes(path, WAV, speech.sayFile(Speech.VOICES.get(4), Speech.SENTENCES.get(0),
                List.of())).statusCode(), "nobody is enrolled under the removed member's id");
    }

    @Test
    void aMemberCannotEnrolSomebodyElse() {
        Http tom = hub.member("tom", "adult", null);
        hub.member("uma", "adult", null);
        HttpResponse<String> r = tom.postBytes("/api/v1/voice/enrolments/uma/utterances", WAV,
                speech.sayFile(Speech.VOICES.get(0), Speech.SENTENCES.get(0), List.of()));
        assertEquals(404, r.statusCode(), r.body());
        assertEquals(403, tom.postBytes("/api/v1/voice/identify", WAV, new byte[10]).statusCode());
    }
}
