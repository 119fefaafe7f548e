package home.hearth.profiles.voice.internal;

/**
 * Kaldi's frame pipeline shared by fbank and MFCC: 25 ms frames every 10 ms with snip-edges,
 * DC removal, raw log energy (before pre-emphasis and window), pre-emphasis 0.97, Povey window,
 * zero padding to a power of two, power spectrum (a real-input FFT). No dither. The window is
 * computed once; a caller takes one {@link Workspace} per utterance, so frames allocate nothing.
 */
public final class SpectralFrames {
    /** Kaldi's floor for logs: the float machine epsilon. */
    public static final double LOG_FLOOR = 1.1920928955078125e-07;
    private static final double PREEMPH = 0.97;
    private final int frameLength;
    private final int shift;
    private final double[] window;
    private final RealFft fft;

    public SpectralFrames(int sampleRate) {
        this.frameLength = sampleRate * 25 / 1000;
        this.shift = sampleRate / 100;
        this.window = new double[frameLength];
        for (int i = 0; i < frameLength; i++) {
            window[i] = Math.pow(0.5 - 0.5 * Math.cos(2 * Math.PI * i / (frameLength - 1)), 0.85);
        }
        this.fft = new RealFft(Integer.highestOneBit(frameLength - 1) << 1);
    }

    /** Scratch for one thread: the zero-padded frame, the FFT's halves and the power spectrum. */
    public final class Workspace {
        private final double[] frame = new double[fft.size()];
        private final double[] re = new double[fft.size() / 2];
        private final double[] im = new double[fft.size() / 2];
        private final double[] power = new double[fft.size() / 2 + 1];

        private Workspace() {}

        /** The power spectrum of the last frame analysed (fftSize/2 + 1 bins). */
        public double[] power() {
            return power;
        }
    }

    public Workspace workspace() {
        return new Workspace();
    }

    public int fftSize() {
        return fft.size();
    }

    /** Frames in {@code samples} samples with snip-edges: 1 + (n − 25 ms) / 10 ms, or 0. */
    public int frameCount(int samples) {
        return samples < frameLength ? 0 : 1 + (samples - frameLength) / shift;
    }

    /**
     * Analyses frame {@code f}: leaves its power spectrum in {@code w.power()} and returns the raw
     * log energy of the frame (floored at {@link #LOG_FLOOR}).
     */
    public double analyse(float[] samples, int f, Workspace w) {
        double[] x = w.frame;
        int start = f * shift;
        double mean = 0;
        for (int i = 0; i < frameLength; i++) {
            x[i] = samples[start + i];
            mean += x[i];
        }
        mean /= frameLength;
        double energy = 0;
        for (int i = 0; i < frameLength; i++) {
            x[i] -= mean;
            energy += x[i] * x[i];
        }
        for (int i = frameLength - 1; i > 0; i--) {
            x[i] = (x[i] - PREEMPH * x[i - 1]) * window[i];
        }
        x[0] = (x[0] - PREEMPH * x[0]) * window[0];
        fft.power(x, w.re, w.im, w.power);
        return Math.log(Math.max(energy, LOG_FLOOR));
    }
}
