package home.hearth.profiles.voice;

import java.util.Collection;

/**
 * Who is speaking (the slow seam of speaker verification).
 *
 * <p>Contract: {@link #embed} takes mono 16 kHz audio and returns a length-normalised embedding
 * of the model named by {@link #modelId()}; unusable audio throws {@link BadAudioException}, a
 * failing model {@link home.hearth.profiles.ProfilesException}. Implementations are thread-safe
 * and hold native resources until {@link #close()}.
 */
public interface SpeakerVerifier extends AutoCloseable {
    /** Identifies the model; voiceprints from another model are never compared. */
    String modelId();

    float[] embed(Pcm16 audio);

    ScoreThresholds thresholds();

    /** Scores the audio against every enrolled print of this model (see {@link SpeakerMatching}). */
    default SpeakerMatch identify(Pcm16 audio, Collection<Voiceprint> enrolled) {
        return SpeakerMatching.match(embed(audio), modelId(), enrolled, thresholds());
    }

    @Override
    void close();
}
