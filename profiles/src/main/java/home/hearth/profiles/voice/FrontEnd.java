package home.hearth.profiles.voice;

/**
 * Turns audio into the feature frames a speaker model expects.
 *
 * <p>Contract: {@link #features} takes mono audio at the hub's rate (16 kHz; a front end that
 * needs another rate resamples) and returns {@code [frames][dimension()]}, one frame per 10 ms;
 * audio it cannot use throws {@link BadAudioException}. Implementations are thread-safe.
 */
public interface FrontEnd {
    int dimension();

    float[][] features(Pcm16 audio);
}
