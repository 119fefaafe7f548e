package home.hearth.profiles.voice.internal;

/**
 * Kaldi's {@code apply-cmvn-sliding --norm-vars=false --center=true}: each frame minus the mean of a
 * window of {@code window} frames centred on it (shifted inwards at the edges).
 */
public final class SlidingCmn {
    private SlidingCmn() {}

    public static float[][] apply(float[][] feats, int window) {
        int t = feats.length;
        float[][] out = new float[t][];
        if (t == 0) {
            return out;
        }
        int dim = feats[0].length;
        double[][] prefix = new double[t + 1][dim];
        for (int i = 0; i < t; i++) {
            for (int d = 0; d < dim; d++) {
                prefix[i + 1][d] = prefix[i][d] + feats[i][d];
            }
        }
        for (int i = 0; i < t; i++) {
            int start = i - window / 2;
            int end = start + window;
            if (start < 0) {
                end -= start;
                start = 0;
            }
            if (end > t) {
                start = Math.max(0, start - (end - t));
                end = t;
            }
            out[i] = new float[dim];
            for (int d = 0; d < dim; d++) {
                out[i][d] = (float) (feats[i][d] - (prefix[end][d] - prefix[start][d]) / (end - start));
            }
        }
        return out;
    }
}
