package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.Objects;

/**
 * A member's enrolled voice: the mean of the enrolment embeddings, length-normalised, and the
 * mean of the embeddings of their {@link NoisyCopies} ({@code noisyVector}; empty for prints made
 * before it existed). Prints only compare with embeddings of the same {@code model}. Never
 * logged: {@link #toString()} hides the vectors.
 */
public record Voiceprint(MemberId member, String model, float[] vector, float[] noisyVector, int utterances,
        Instant updatedAt) {
    /** A print without a noisy part. */
    public Voiceprint(MemberId member, String model, float[] vector, int utterances, Instant updatedAt) {
        this(member, model, vector, new float[0], utterances, updatedAt);
    }

    public Voiceprint {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (vector.length == 0 || utterances < 1) {
            throw new IllegalArgumentException("a voiceprint needs a vector and at least one utterance, got "
                    + vector.length + " dims from " + utterances + " utterances");
        }
        Objects.requireNonNull(noisyVector, "noisyVector");
        if (noisyVector.length != 0 && noisyVector.length != vector.length) {
            throw new IllegalArgumentException("a voiceprint's noisy part must have the vector's " + vector.length
                    + " dims, got " + noisyVector.length);
        }
        vector = vector.clone();
        noisyVector = noisyVector.clone();
    }

    @Override
    public float[] noisyVector() {
        return noisyVector.clone();
    }

    /** The better cosine of an embedding against the clean and the noisy part. */
    public double score(float[] embedding) {
        double clean = Embeddings.cosine(embedding, vector);
        return noisyVector.length == 0 ? clean : Math.max(clean, Embeddings.cosine(embedding, noisyVector));
    }

    @Override
    public float[] vector() {
        return vector.clone();
    }

    @Override
    public String toString() {
        return "Voiceprint[member=" + member + ", model=" + model + ", dims=" + vector.length
                + ", noisy=" + (noisyVector.length > 0) + ", utterances=" + utterances + ", updatedAt=" + updatedAt + "]";
    }
}
