package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import java.util.Optional;

/**
 * Seals a member's voiceprint vectors at rest with a key that is theirs alone, so that destroying
 * the key when they are erased makes their voiceprint unreadable in the database and in every
 * older backup (biometric data). The hub implements it with the member's content key; profiles
 * never sees keys.
 */
public interface VoiceprintSeal {
    /** Nothing sealed: the stored bytes are the vector (profiles' own tests, a household without content keys). */
    VoiceprintSeal NONE = new VoiceprintSeal() {
        @Override
        public byte[] seal(MemberId member, byte[] vector) {
            return vector;
        }

        @Override
        public Optional<byte[]> open(MemberId member, byte[] stored) {
            return Optional.of(stored);
        }

        @Override
        public boolean isSealed(byte[] stored) {
            return false;
        }

        @Override
        public boolean mayHold(MemberId member) {
            return true;
        }
    };

    /**
     * The stored form of {@code member}'s vector bytes.
     *
     * @throws RuntimeException when {@link #mayHold} is false for them (being removed, not a member)
     */
    byte[] seal(MemberId member, byte[] vector);

    /** The vector bytes; empty when the member's key is gone (erased) or they were sealed for someone else. Unsealed bytes as they are. */
    Optional<byte[]> open(MemberId member, byte[] stored);

    boolean isSealed(byte[] stored);

    /** Whether a print may be sealed for {@code member} now (not being removed, still a member). */
    boolean mayHold(MemberId member);
}
