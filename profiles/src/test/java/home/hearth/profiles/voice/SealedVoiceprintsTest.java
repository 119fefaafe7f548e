package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Voiceprints go through the {@link VoiceprintSeal} the hub gives them: stored sealed, opened as
 * they are read, gone for every reader once the member's key is (their print then verifies
 * nobody), and prints an older version kept unsealed are sealed at start. The seal here is a
 * stand-in with a per-member key that can be destroyed; the hub's is AES-GCM with the member's
 * content key ({@code VoiceprintErasureTest}).
 */
class SealedVoiceprintsTest {
    private static final float[] BRUNO = {0.6f, 0.8f, 0f};
    private static final float[] CARLA = {0f, 0.6f, 0.8f};

    @TempDir
    Path dir;

    @Test
    void printsAreStoredSealedReadOpenedAndGoneWithTheMembersKey() throws Exception {
        TestHousehold home = new TestHousehold(dir).withFamily();
        StandInSeal seal = new StandInSeal();
        Voiceprints prints = new Voiceprints(home.db, seal);
        prints.save(new Voiceprint(MemberId.of("bruno"), "m", BRUNO, BRUNO, 3, Instant.EPOCH));
        prints.save(new Voiceprint(MemberId.of("carla"), "m", CARLA, 3, Instant.EPOCH));

        assertTrue(stored(home).stream().allMatch(seal::isSealed), "every stored vector is sealed");
        assertArrayEquals(BRUNO, prints.find(MemberId.of("bruno")).orElseThrow().vector());
        assertArrayEquals(BRUNO, prints.find(MemberId.of("bruno")).orElseThrow().noisyVector());
        assertEquals(2, prints.forModel("m").size());

        seal.destroy(MemberId.of("bruno"));
        assertEquals(Optional.empty(), prints.find(MemberId.of("bruno")));
        assertEquals(List.of(MemberId.of("carla")), prints.forModel("m").stream().map(Voiceprint::member).toList(),
                "an erased member's print is not offered to the matcher");
        assertEquals(1, prints.sealAtRest(), "and is deleted at the next start");
        assertEquals(1, stored(home).size());
    }

    @Test
    void unsealedPrintsAnOlderVersionKeptAreSealedAtStartAndStillMatch() throws Exception {
        TestHousehold home = new TestHousehold(dir).withFamily();
        new Voiceprints(home.db).save(new Voiceprint(MemberId.of("carla"), "m", CARLA, 3, Instant.EPOCH));
        StandInSeal seal = new StandInSeal();
        Voiceprints prints = new Voiceprints(home.db, seal);
        assertArrayEquals(CARLA, prints.find(MemberId.of("carla")).orElseThrow().vector(), "unsealed reads as it is");

        assertEquals(1, prints.sealAtRest());
        assertTrue(stored(home).stream().allMatch(seal::isSealed));
        assertArrayEquals(CARLA, prints.find(MemberId.of("carla")).orElseThrow().vector());
        assertEquals(0, prints.sealAtRest(), "a second start has nothing left to seal");
    }

    private static List<byte[]> stored(TestHousehold home) throws Exception {
        try (Connection c = home.db.getConnection();
                PreparedStatement p = c.prepareStatement("SELECT vector FROM profiles_voiceprints");
                ResultSet r = p.executeQuery()) {
            List<byte[]> out = new java.util.ArrayList<>();
            while (r.next()) {
                out.add(r.getBytes(1));
            }
            return out;
        }
    }

    /** Marks sealed bytes with a leading 0x5E and "encrypts" by XOR with the member id; a destroyed member opens to nothing. */
    private static final class StandInSeal implements VoiceprintSeal {
        private final Set<MemberId> destroyed = new HashSet<>();

        void destroy(MemberId member) {
            destroyed.add(member);
        }

        @Override
        public byte[] seal(MemberId member, byte[] vector) {
            byte[] out = new byte[vector.length + 1];
            out[0] = 0x5E;
            for (int i = 0; i < vector.length; i++) {
                out[i + 1] = (byte) (vector[i] ^ member.value().charAt(i % member.value().length()));
            }
            return out;
        }

        @Override
        public Optional<byte[]> open(MemberId member, byte[] stored) {
            if (!isSealed(stored)) {
                return Optional.of(stored);
            }
            return destroyed.contains(member) ? Optional.empty()
                    : Optional.of(Arrays.copyOfRange(seal(member, Arrays.copyOfRange(stored, 1, stored.length)), 1,
                            stored.length));
        }

        @Override
        public boolean isSealed(byte[] stored) {
            return stored.length % 4 == 1 && stored[0] == 0x5E;
        }

        @Override
        public boolean mayHold(MemberId member) {
            return !destroyed.contains(member);
        }
    }
}
