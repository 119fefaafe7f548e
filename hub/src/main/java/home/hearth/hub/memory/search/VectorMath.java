package home.hearth.hub.memory.search;

/** Small vector arithmetic shared by the embedders and the index. */
final class VectorMath {
    private VectorMath() {}

    /** A unit-length copy of {@code v}; a zero vector is an error, since it has no direction. */
    static float[] normalised(float[] v) {
        double norm = Math.sqrt(dot(v, v));
        if (!(norm > 0) || !Double.isFinite(norm)) {
            throw new EmbeddingException("embedding has no direction (norm " + norm + "), cannot normalise it");
        }
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    static boolean isUnit(float[] v) {
        return Math.abs(Math.sqrt(dot(v, v)) - 1.0) < 1e-3;
    }
}
