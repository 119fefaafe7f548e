package home.hearth.profiles.removal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.policies.MemberId;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.auth.IssuedToken;
import home.hearth.profiles.auth.TokenKind;
import home.hearth.profiles.members.MemberRuleException;
import home.hearth.profiles.testing.TestHousehold;
import home.hearth.profiles.voice.Voiceprint;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemberRemovalTest {
    @TempDir
    Path dir;

    TestHousehold home;
    final List<AuditEvent> audit = new ArrayList<>();
    final Map<MemberId, String> memories = new HashMap<>();
    MemberRemoval removal;
    final MemberId carla = MemberId.of("carla");
    IssuedToken carlasToken;

    /** The hub's memory store, as far as removal sees it. */
    final PersonalDataEraser eraser = new PersonalDataEraser() {
        @Override
        public String exportPersonalMemories(MemberId member) {
            return memories.getOrDefault(member, "[]");
        }

        @Override
        public int erasePersonalMemories(MemberId member, SharedMemories shared) {
            return memories.remove(member) == null ? 0 : 2;
        }
    };

    @BeforeEach
    void setUp() {
        home = new TestHousehold(dir).withFamily();
        removal = new MemberRemoval(home.members, home.credentials, home.tokens, home.voiceprints, eraser, audit::add,
                home.clock);
        home.credentials.setPassword(carla, "carla-page-password");
        carlasToken = home.tokens.issue(carla, TokenKind.SESSION, "", Duration.ofDays(1));
        home.voiceprints.save(new Voiceprint(carla, "xvector:test", new float[] {0.6f, 0.8f}, 3, home.clock.instant()));
        memories.put(carla, "[{\"id\":\"m1\",\"text\":\"my favourite colour is green\"},{\"id\":\"m2\",\"text\":\"x\"}]");
    }

    @Test
    void deletingErasesVoiceprintCredentialsTokensAndPersonalMemories() {
        RemovalResult r = removal.remove(carla, RemovalChoice.DELETE, "ana");
        assertTrue(r.export().isEmpty());
        assertEquals(2, r.memoriesErased());
        assertEquals(1, r.tokensRevoked());
        assertTrue(r.voiceprintErased());
        assertTrue(home.members.get(carla).isEmpty());
        assertTrue(home.voiceprints.find(carla).isEmpty());
        assertFalse(home.credentials.check(carla, "carla-page-password"));
        assertTrue(home.tokens.resolve(carlasToken.secret()).isEmpty());
        assertFalse(memories.containsKey(carla));
    }

    @Test
    void exportingHandsOverProfileAndMemoriesThenErasesTheSame() throws Exception {
        RemovalResult r = removal.remove(carla, RemovalChoice.EXPORT, "ana");
        JsonNode json = new ObjectMapper().readTree(r.export().orElseThrow());
        assertEquals("carla", json.path("profile").path("id").asText());
        assertEquals("child", json.path("profile").path("role").asText());
        assertEquals("bruno", json.path("profile").path("guardian").asText());
        assertEquals("my favourite colour is green", json.path("memories").get(0).path("text").asText());
        assertFalse(r.export().get().contains("0.6"), "voiceprints are never exported");
        assertTrue(home.voiceprints.find(carla).isEmpty());
        assertTrue(home.members.get(carla).isEmpty());
    }

    @Test
    void auditsTheRemovalWithoutAnyContent() {
        removal.remove(carla, RemovalChoice.EXPORT, "ana");
        assertEquals(1, audit.size());
        AuditEvent e = audit.get(0);
        assertEquals("ana", e.actor());
        assertEquals("member.remove", e.action());
        assertEquals("carla", e.target());
        assertEquals("ok", e.outcome());
        assertFalse(e.reason().contains("green"));
        assertFalse(e.reason().contains("Carla"));
    }

    @Test
    void aRefusedRemovalLosesNothing() {
        MemberId bruno = MemberId.of("bruno");
        home.credentials.setPassword(bruno, "bruno-page-password");
        memories.put(bruno, "[]");
        var e = assertThrows(MemberRuleException.class, () -> removal.remove(bruno, RemovalChoice.DELETE, "ana"));
        assertTrue(e.getMessage().contains("guardian of 'carla'"), e.getMessage());
        assertTrue(home.credentials.check(bruno, "bruno-page-password"));
        assertTrue(memories.containsKey(bruno));
        assertTrue(audit.isEmpty());
    }

    @Test
    void aBrokenMemoryExportStopsTheRemovalBeforeAnythingIsErased() {
        memories.put(carla, "{not json");
        var e = assertThrows(ProfilesException.class, () -> removal.remove(carla, RemovalChoice.EXPORT, "ana"));
        assertTrue(e.getMessage().startsWith("the memory export of 'carla' is not valid JSON"), e.getMessage());
        assertTrue(home.voiceprints.find(carla).isPresent());
        assertTrue(home.tokens.resolve(carlasToken.secret()).isPresent());
    }
}
