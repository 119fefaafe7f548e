package home.hearth.profiles.voice;

import home.hearth.profiles.voice.internal.MelBanks;
import home.hearth.profiles.voice.internal.SpectralFrames;

/**
 * Kaldi-style log-mel filterbank, as {@code torchaudio.compliance.kaldi.fbank} computes it for
 * CAM++ (3D-Speaker): samples in [-1, 1), 25 ms Povey windows every 10 ms (snip-edges),
 * pre-emphasis 0.97, no dither, DC removed, power spectrum, {@code bins} mel filters from 20 Hz
 * to Nyquist, natural log floored at the float epsilon, then (optionally) the mean of each bin
 * over the utterance subtracted.
 */
public final class KaldiFbank implements FrontEnd {
    private final int sampleRate;
    private final boolean meanNormalise;
    private final SpectralFrames frames;
    private final MelBanks mel;

    public KaldiFbank(int sampleRate, int bins, boolean meanNormalise) {
        if (bins < 1 || bins > 256) {
            throw new IllegalArgumentException("fbank bins must be 1–256, got: " + bins);
        }
        this.sampleRate = sampleRate;
        this.meanNormalise = meanNormalise;
        this.frames = new SpectralFrames(sampleRate);
        this.mel = new MelBanks(bins, frames.fftSize(), sampleRate, 20, 0);
    }

    /** The CAM++ front end: 80 bins at 16 kHz with mean normalisation. */
    public static KaldiFbank forCampp() {
        return new KaldiFbank(Pcm16.HUB_RATE, 80, true);
    }

    @Override
    public int dimension() {
        return mel.bins();
    }

    @Override
    public float[][] features(Pcm16 audio) {
        if (audio.sampleRate() != sampleRate) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT,
                    "fbank expects " + sampleRate + " Hz audio, got " + audio.sampleRate() + " Hz");
        }
        float[] x = audio.toFloats();
        int n = frames.frameCount(x.length);
        float[][] out = new float[n][mel.bins()];
        SpectralFrames.Workspace w = frames.workspace();
        double[] energies = new double[mel.bins()];
        for (int f = 0; f < n; f++) {
            frames.analyse(x, f, w);
            mel.apply(w.power(), energies);
            for (int b = 0; b < energies.length; b++) {
                out[f][b] = (float) Math.log(Math.max(energies[b], SpectralFrames.LOG_FLOOR));
            }
        }
        if (meanNormalise) {
            subtractMean(out);
        }
        return out;
    }

    private static void subtractMean(float[][] feats) {
        if (feats.length == 0) {
            return;
        }
        double[] mean = new double[feats[0].length];
        for (float[] f : feats) {
            for (int d = 0; d < f.length; d++) {
                mean[d] += f[d];
            }
        }
        for (float[] f : feats) {
            for (int d = 0; d < f.length; d++) {
                f[d] -= (float) (mean[d] / feats.length);
            }
        }
    }
}
