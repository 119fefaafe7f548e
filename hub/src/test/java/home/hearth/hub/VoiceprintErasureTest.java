package home.hearth.hub;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.config.StorageConfig;
import home.hearth.hub.database.KeySource;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentKeyCheck;
import home.hearth.hub.database.content.ContentKeys;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A voiceprint is biometric data: it is sealed with its member's content key, so after the member
 * is erased an older backup restored still holds their print only as bytes nobody can open, and
 * nobody is verified with it — even when the household rules keep the restored profile (she is a
 * child's guardian in that backup), and with the real test speaker model.
 */
class VoiceprintErasureTest {
    private static final String WAV = "audio/wav";

    @TempDir
    Path dir;

    @Test
    void anOlderBackupRestoredAfterAnErasureHoldsNoReadableVoiceprintAndNobodyIsVerifiedWithIt() throws Exception {
        Map<String, String> env = Map.of("HEARTH_SPEAKER_MODEL", TestModel.dir().toString(), "HEARTH_DEMO", "false");
        Speech speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        String voice = Speech.VOICES.get(1);
        Path before;
        try (RunningHub hub = RunningHub.start(dir, env)) {
            Http rosa = hub.member("rosa", "adult", null);
            hub.member("bob", "adult", null);
            hub.member("kit", "child", "rosa");
            for (int sentence : new int[] {0, 1, 3}) {
                HttpResponse<String> r = rosa.postBytes("/api/v1/voice/enrolments/rosa/utterances", WAV,
                        speech.sayFile(voice, Speech.SENTENCES.get(sentence), List.of()));
                assertEquals(200, r.statusCode(), r.body());
            }
            assertEquals(200, rosa.post("/api/v1/voice/enrolments/rosa/finish", "{}").statusCode());
            JsonNode heard = identify(hub, speech, voice);
            assertEquals("rosa", heard.path("member").asText(), heard.toString());
            assertEquals("verified", heard.path("level").asText(), heard.toString());
            assertTrue(ContentCipher.isSealed(storedPrint("rosa").orElseThrow()), "the print is sealed at rest");
            before = HubWiring.create(TestHub.config(dir)).backup(dir.resolve("backups"));

            assertEquals(200, hub.admin().patch("/api/v1/members/kit", "{\"guardian\":\"bob\"}").statusCode());
            HttpResponse<String> removed = hub.admin().delete("/api/v1/members/rosa?choice=delete");
            assertEquals(200, removed.statusCode(), removed.body());
        }

        HubWiring.create(TestHub.config(dir)).restore(before);
        byte[] restored = storedPrint("rosa").orElseThrow(() -> new AssertionError("the older backup holds her print"));
        assertTrue(ContentCipher.isSealed(restored), "sealed, not float32s");
        assertEquals(Optional.empty(), cipher().openBytes(restored), "her key is gone: the print cannot be recovered");
        try (RunningHub hub = RunningHub.start(dir, env)) {
            assertTrue(hub.admin().get("/api/v1/members").body().contains("\"rosa\""),
                    "the rules keep her restored profile (kit's guardian in the backup), so only the seal protects her print");
            JsonNode heard = identify(hub, speech, voice);
            assertFalse("rosa".equals(heard.path("member").asText()) && "verified".equals(heard.path("level").asText()),
                    "nobody is verified with an erased member's print: " + heard);
        }
        assertEquals(Optional.empty(), storedPrint("rosa"), "the unreadable print is deleted at start");
    }

    private static JsonNode identify(RunningHub hub, Speech speech, String voice) {
        HttpResponse<String> r = hub.admin().postBytes("/api/v1/voice/identify", WAV,
                speech.sayFile(voice, Speech.SENTENCES.get(5), List.of()));
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    private StorageConfig storage() {
        return TestHub.config(dir).storage();
    }

    private ContentCipher cipher() {
        return new ContentCipher(ContentKeys.open(ContentKeyCheck.keyFile(storage()), storage().dataDir()));
    }

    /** The member's print vector as stored, read with the database key only. */
    private Optional<byte[]> storedPrint(String member) throws Exception {
        try (SqlCipherDatabase db = KeySource.openDatabase(storage()); Connection c = db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT vector FROM profiles_voiceprints WHERE member_id = ?")) {
            p.setString(1, member);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(r.getBytes(1)) : Optional.empty();
            }
        }
    }
}
