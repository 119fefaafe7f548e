package home.hearth.profiles.voice;

/** Vector arithmetic for speaker embeddings. */
public final class Embeddings {
    private Embeddings() {}

    /** A copy scaled to unit length; a zero vector is an error. */
    public static float[] normalise(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += (double) x * x;
        }
        if (!(sum > 0) || Double.isInfinite(sum)) {
            throw new IllegalArgumentException("cannot length-normalise an embedding of norm " + Math.sqrt(sum));
        }
        double inv = 1 / Math.sqrt(sum);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] * inv);
        }
        return out;
    }

    /** Cosine similarity of two vectors of equal length. */
    public static double cosine(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("embeddings differ in length: " + a.length + " vs " + b.length);
        }
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            na += (double) a[i] * a[i];
            nb += (double) b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }

    /** The length-normalised mean of length-normalised vectors. */
    public static float[] meanOfNormalised(java.util.List<float[]> vectors) {
        float[] sum = new float[vectors.get(0).length];
        for (float[] v : vectors) {
            float[] n = normalise(v);
            for (int i = 0; i < sum.length; i++) {
                sum[i] += n[i];
            }
        }
        return normalise(sum);
    }
}
