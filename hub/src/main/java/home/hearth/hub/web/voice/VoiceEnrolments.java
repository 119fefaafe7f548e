package home.hearth.hub.web.voice;

import home.hearth.hub.web.ApiException;
import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.voice.BadAudioException;
import home.hearth.profiles.voice.Enrolment;
import home.hearth.profiles.voice.EnrolmentProgress;
import home.hearth.profiles.voice.EnrolmentSession;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerVerifier;
import home.hearth.profiles.voice.Voiceprint;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Enrolments in progress, one per member, kept in memory between the utterances a page or room
 * microphone sends (a restart just starts them over). Embeddings never leave the process until
 * the finished voiceprint is stored encrypted.
 */
public final class VoiceEnrolments {
    private final Function<SpeakerVerifier, Enrolment> enrolment;
    private final Map<MemberId, EnrolmentSession> sessions = new ConcurrentHashMap<>();

    /** @param enrolment builds the enrolment use case for the loaded model */
    public VoiceEnrolments(Function<SpeakerVerifier, Enrolment> enrolment) {
        this.enrolment = enrolment;
    }

    EnrolmentProgress add(SpeakerVerifier verifier, MemberId member, Pcm16 audio) {
        return sessions.computeIfAbsent(member, m -> enrolment.apply(verifier).start(m)).add(audio);
    }

    Voiceprint finish(MemberId member) {
        EnrolmentSession s = sessions.get(member);
        if (s == null) {
            throw ApiException.conflict("No enrolment in progress for " + member + ": send at least 3 utterances first.");
        }
        Voiceprint print;
        try {
            print = s.finish();
        } catch (BadAudioException e) {
            throw e;
        } catch (ProfilesException e) {
            throw ApiException.conflict(e.getMessage());
        }
        sessions.remove(member, s);
        return print;
    }

    void cancel(MemberId member) {
        sessions.remove(member);
    }
}
