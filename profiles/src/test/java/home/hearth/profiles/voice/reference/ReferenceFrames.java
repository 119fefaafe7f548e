package home.hearth.profiles.voice.reference;

/**
 * Reference copy (see package-info):  * Kaldi's frame pipeline shared by fbank and MFCC: 25 ms frames every 10 ms with snip-edges,
 * DC removal, raw log energy (before pre-emphasis and window), pre-emphasis 0.97, Povey window,
 * zero padding to a power of two, power spectrum. No dither.
 */
public final class ReferenceFrames {
    /** Kaldi's floor for logs: the float machine epsilon. */
    public static final double LOG_FLOOR = 1.1920928955078125e-07;
    private static final double PREEMPH = 0.97;
    private final int frameLength;
    private final int shift;
    private final double[] window;
    private final ReferenceFft fft;

    public ReferenceFrames(int sampleRate) {
        this.frameLength = sampleRate * 25 / 1000;
        this.shift = sampleRate / 100;
        this.window = new double[frameLength];
        for (int i = 0; i < frameLength; i++) {
            window[i] = Math.pow(0.5 - 0.5 * Math.cos(2 * Math.PI * i / (frameLength - 1)), 0.85);
        }
        this.fft = new ReferenceFft(Integer.highestOneBit(frameLength - 1) << 1);
    }

    public int fftSize() {
        return fft.size();
    }

    /** Frames in {@code samples} samples with snip-edges: 1 + (n − 25 ms) / 10 ms, or 0. */
    public int frameCount(int samples) {
        return samples < frameLength ? 0 : 1 + (samples - frameLength) / shift;
    }

    /**
     * Analyses frame {@code f}: writes the power spectrum (fftSize/2 + 1 bins) into {@code power}
     * and returns the raw log energy of the frame (floored at {@link #LOG_FLOOR}).
     */
    public double analyse(float[] samples, int f, double[] power) {
        int n = fft.size();
        double[] re = new double[n];
        double[] im = new double[n];
        double mean = 0;
        for (int i = 0; i < frameLength; i++) {
            re[i] = samples[f * shift + i];
            mean += re[i];
        }
        mean /= frameLength;
        double energy = 0;
        for (int i = 0; i < frameLength; i++) {
            re[i] -= mean;
            energy += re[i] * re[i];
        }
        for (int i = frameLength - 1; i > 0; i--) {
            re[i] -= PREEMPH * re[i - 1];
        }
        re[0] -= PREEMPH * re[0];
        for (int i = 0; i < frameLength; i++) {
            re[i] *= window[i];
        }
        fft.transform(re, im);
        for (int k = 0; k <= n / 2; k++) {
            power[k] = re[k] * re[k] + im[k] * im[k];
        }
        return Math.log(Math.max(energy, LOG_FLOOR));
    }
}
