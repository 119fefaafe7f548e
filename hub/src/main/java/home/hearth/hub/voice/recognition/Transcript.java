package home.hearth.hub.voice.recognition;

import java.util.Objects;

/**
 * The final text of one utterance.
 *
 * @param text what was said, lower case, no punctuation (empty when rejected)
 * @param rejected true when the recogniser heard speech but nothing it could match ("sorry, I did
 *     not catch that"): Sphinx4's {@code <unk>} or an empty result, Vosk's low confidence
 * @param confidence 0..1 where the recogniser reports one, 1.0 where it does not
 */
public record Transcript(String text, boolean rejected, double confidence) {
    public Transcript {
        Objects.requireNonNull(text, "text");
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be within 0..1, got: " + confidence);
        }
    }

    public static Transcript rejection() {
        return new Transcript("", true, 0);
    }
}
