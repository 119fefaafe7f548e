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
            int[] w = window(i, t, window);
            out[i] = new float[dim];
            for (int d = 0; d < dim; d++) {
                out[i][d] = (float) (feats[i][d] - (prefix[w[1]][d] - prefix[w[0]][d]) / (w[1] - w[0]));
            }
        }
        return out;
    }

    /** [start, end) of the window centred on frame {@code i}, shifted inwards at the edges. */
    private static int[] window(int i, int frames, int window) {
        int start = i - window / 2;
        int end = start + window;
        if (start < 0) {
            end -= start;
            start = 0;
        }
        if (end > frames) {
            start = Math.max(0, start - (end - frames));
            end = frames;
        }
        return new int[] {start, end};
    }
}
