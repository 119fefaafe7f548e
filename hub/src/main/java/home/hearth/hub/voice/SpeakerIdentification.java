package home.hearth.hub.voice;

import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.voice.AudioCheck;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerMatch;
import home.hearth.profiles.voice.SpeakerVerifier;
import home.hearth.profiles.voice.Voiceprints;
import java.util.Optional;
import java.util.OptionalDouble;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who is speaking in one utterance: the enrolled voiceprints of the configured speaker model,
 * scored by profiles' {@link SpeakerVerifier}. No model, audio too short or quiet to judge, or a
 * failing model: the speaker is {@code unknown} (household public only), never an error.
 */
public final class SpeakerIdentification {
    private static final Logger LOG = LoggerFactory.getLogger(SpeakerIdentification.class);
    private final Optional<SpeakerVerifier> verifier;
    private final Voiceprints prints;
    private final MemberDirectory members;

    public SpeakerIdentification(Optional<SpeakerVerifier> verifier, Voiceprints prints, MemberDirectory members) {
        this.verifier = verifier;
        this.prints = prints;
        this.members = members;
    }

    /** The decision: the principal of the turn, and the speaker event that says it. */
    public record Decision(Principal principal, VoiceEvent.Speaker event) {}

    public Decision identify(short[] samples) {
        if (verifier.isEmpty()) {
            return unknown(OptionalDouble.empty());
        }
        SpeakerVerifier v = verifier.get();
        try {
            Pcm16 audio = new Pcm16(samples, Pcm16.HUB_RATE);
            AudioCheck.forVerification().check(audio);
            SpeakerMatch m = v.identify(audio, prints.forModel(v.modelId()));
            Principal principal = m.asPrincipal(members::get);
            double score = Math.round(m.score() * 1000) / 1000.0;
            return new Decision(principal, new VoiceEvent.Speaker(principal.member().map(MemberId::value), principal.level(),
                    OptionalDouble.of(score), "voice"));
        } catch (ProfilesException e) {
            LOG.debug("Speaker not judged: {}", e.getMessage());
            return unknown(OptionalDouble.empty());
        }
    }

    /** A member's personal microphone: the member who signed in is speaking. */
    public static Decision byToken(Principal member) {
        return new Decision(member, new VoiceEvent.Speaker(member.member().map(MemberId::value), member.level(),
                OptionalDouble.empty(), "token"));
    }

    private static Decision unknown(OptionalDouble score) {
        Principal p = Principal.unknown();
        return new Decision(p, new VoiceEvent.Speaker(Optional.empty(), p.level(), score, "voice"));
    }
}
