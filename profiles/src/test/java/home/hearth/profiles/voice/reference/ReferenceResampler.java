package home.hearth.profiles.voice.reference;

/**
 * Reference copy (see package-info):  * Integer-factor downsampling with a Blackman-windowed sinc low-pass (121 taps): at 16 → 8 kHz the
 * pass band ends at 3.7 kHz and the stop band starts near 4.1 kHz, so nothing folds into the
 * 20–3700 Hz the x-vector MFCCs look at.
 */
public final class ReferenceResampler {
    private static final int TAPS = 121;
    private final int factor;
    private final double[] taps;

    /** A decimator from {@code fromRate} to {@code toRate}, which must divide it. */
    public ReferenceResampler(int fromRate, int toRate, double cutoffHz) {
        if (toRate <= 0 || fromRate % toRate != 0) {
            throw new IllegalArgumentException("can only downsample by an integer factor, got: "
                    + fromRate + " Hz → " + toRate + " Hz");
        }
        if (cutoffHz <= 0 || cutoffHz >= toRate / 2.0) {
            throw new IllegalArgumentException("cutoff must be between 0 and " + toRate / 2 + " Hz, got: " + cutoffHz);
        }
        this.factor = fromRate / toRate;
        this.taps = design(cutoffHz / fromRate);
    }

    private static double[] design(double fc) {
        double[] h = new double[TAPS];
        int m = TAPS - 1;
        double sum = 0;
        for (int n = 0; n < TAPS; n++) {
            double x = n - m / 2.0;
            double sinc = x == 0 ? 2 * fc : Math.sin(2 * Math.PI * fc * x) / (Math.PI * x);
            double w = 0.42 - 0.5 * Math.cos(2 * Math.PI * n / m) + 0.08 * Math.cos(4 * Math.PI * n / m);
            h[n] = sinc * w;
            sum += h[n];
        }
        for (int n = 0; n < TAPS; n++) {
            h[n] /= sum; // unity gain at DC
        }
        return h;
    }

    /** Filters and keeps every {@code factor}-th sample; the output is aligned with the input (no delay). */
    public float[] apply(float[] in) {
        if (factor == 1) {
            return in.clone();
        }
        float[] out = new float[in.length / factor];
        int half = TAPS / 2;
        for (int o = 0; o < out.length; o++) {
            int centre = o * factor;
            double acc = 0;
            for (int k = 0; k < TAPS; k++) {
                int i = centre + k - half;
                if (i >= 0 && i < in.length) {
                    acc += taps[k] * in[i];
                }
            }
            out[o] = (float) acc;
        }
        return out;
    }
}
