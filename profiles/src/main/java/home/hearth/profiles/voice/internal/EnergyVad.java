package home.hearth.profiles.voice.internal;

/**
 * Kaldi's {@code compute-vad} on the log energy (MFCC c0): a frame is voiced when, among the
 * frames within {@code context} of it, at least {@code proportion} have log energy above
 * {@code threshold + meanScale × mean log energy}. Defaults are the x-vector recipes'
 * {@code vad.conf}: 5.5, 0.5, 0.12, 2.
 */
public record EnergyVad(double threshold, double meanScale, double proportion, int context) {
    public static final EnergyVad XVECTOR_RECIPE = new EnergyVad(5.5, 0.5, 0.12, 2);

    public boolean[] voiced(double[] logEnergy) {
        int t = logEnergy.length;
        double mean = 0;
        for (double e : logEnergy) {
            mean += e;
        }
        double thr = threshold + meanScale * (t == 0 ? 0 : mean / t);
        boolean[] out = new boolean[t];
        for (int i = 0; i < t; i++) {
            int num = 0;
            int den = 0;
            for (int j = Math.max(0, i - context); j <= Math.min(t - 1, i + context); j++) {
                den++;
                if (logEnergy[j] > thr) {
                    num++;
                }
            }
            out[i] = num >= den * proportion;
        }
        return out;
    }
}
