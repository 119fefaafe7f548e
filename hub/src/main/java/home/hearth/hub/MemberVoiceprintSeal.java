package home.hearth.hub;

import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.policies.MemberId;
import home.hearth.profiles.voice.VoiceprintSeal;
import java.util.Optional;

/**
 * Voiceprints sealed with their member's content key (profiles' {@link VoiceprintSeal}): the key
 * destroyed at the member's erasure takes their voiceprint with it, from the database and from
 * every older backup. A print opens only as the member it is stored for.
 */
final class MemberVoiceprintSeal implements VoiceprintSeal {
    private final ContentCipher cipher;

    MemberVoiceprintSeal(ContentCipher cipher) {
        this.cipher = cipher;
    }

    @Override
    public byte[] seal(MemberId member, byte[] vector) {
        return cipher.sealBytes(ContentOwner.member(member.value()), vector);
    }

    @Override
    public Optional<byte[]> open(MemberId member, byte[] stored) {
        if (isSealed(stored) && !ContentCipher.owner(stored).equals(Optional.of(ContentOwner.member(member.value())))) {
            return Optional.empty(); // sealed for somebody else: never verifies this member
        }
        return cipher.openBytes(stored);
    }

    @Override
    public boolean isSealed(byte[] stored) {
        return ContentCipher.isSealed(stored);
    }

    @Override
    public boolean mayHold(MemberId member) {
        return cipher.admits(ContentOwner.member(member.value()));
    }
}
