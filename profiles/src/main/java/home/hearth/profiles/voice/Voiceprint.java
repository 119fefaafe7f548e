package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.Objects;

/**
 * A member's enrolled voice: the mean of the enrolment embeddings, length-normalised. Prints
 * only compare with embeddings of the same {@code model}. Never logged: {@link #toString()}
 * hides the vector.
 */
public record Voiceprint(MemberId member, String model, float[] vector, int utterances, Instant updatedAt) {
    public Voiceprint {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (vector.length == 0 || utterances < 1) {
            throw new IllegalArgumentException("a voiceprint needs a vector and at least one utterance, got "
                    + vector.length + " dims from " + utterances + " utterances");
        }
        vector = vector.clone();
    }

    @Override
    public float[] vector() {
        return vector.clone();
    }

    @Override
    public String toString() {
        return "Voiceprint[member=" + member + ", model=" + model + ", dims=" + vector.length
                + ", utterances=" + utterances + ", updatedAt=" + updatedAt + "]";
    }
}
