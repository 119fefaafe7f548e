package home.hearth.profiles.voice;

import home.hearth.profiles.voice.internal.EnergyVad;
import home.hearth.profiles.voice.internal.MelBanks;
import home.hearth.profiles.voice.internal.Resampler;
import home.hearth.profiles.voice.internal.SlidingCmn;
import home.hearth.profiles.voice.internal.SpectralFrames;
import java.util.ArrayList;
import java.util.List;

/**
 * The Kaldi x-vector front end (vosk-model-spk-0.4): 16 kHz audio resampled to the model's rate
 * (8 kHz, windowed-sinc low-pass), MFCC per {@code mfcc.conf} on int16-scale samples with the raw
 * log energy in c0, energy VAD on c0, sliding mean normalisation over 300 frames (no variance
 * normalisation), voiced frames only, at most {@value #MAX_FRAMES} frames (what the model pools).
 */
public final class KaldiMfcc implements FrontEnd {
    static final int MAX_FRAMES = 400;
    /** The network's context is 7 frames either side: fewer than this cannot give an embedding. */
    static final int MIN_FRAMES = 25;
    private static final int CMN_WINDOW = 300;
    private final MfccOptions options;
    private final EnergyVad vad;
    private final SpectralFrames frames;
    private final MelBanks mel;
    private final double[][] dct;
    private final double[] lifter;
    /** The hub's rate to the model's, designed once (null when the model runs at the hub's rate). */
    private final Resampler fromHubRate;

    public KaldiMfcc(MfccOptions options, EnergyVad vad) {
        this.options = options;
        this.vad = vad;
        this.frames = new SpectralFrames(options.sampleRate());
        this.mel = new MelBanks(options.numBins(), frames.fftSize(), options.sampleRate(), options.lowFreq(),
                options.highFreq());
        this.dct = dctMatrix(options.numCeps(), options.numBins());
        this.lifter = new double[options.numCeps()];
        for (int i = 0; i < lifter.length; i++) {
            double q = options.cepstralLifter();
            lifter[i] = q == 0 ? 1 : 1 + 0.5 * q * Math.sin(Math.PI * i / q);
        }
        this.fromHubRate = Pcm16.HUB_RATE % options.sampleRate() == 0 && Pcm16.HUB_RATE != options.sampleRate()
                ? resampler(Pcm16.HUB_RATE) : null;
    }

    @Override
    public int dimension() {
        return options.numCeps();
    }

    @Override
    public float[][] features(Pcm16 audio) {
        float[][] mfcc = mfcc(toModelRate(audio));
        double[] energy = new double[mfcc.length];
        for (int t = 0; t < mfcc.length; t++) {
            energy[t] = mfcc[t][0];
        }
        boolean[] voiced = vad.voiced(energy);
        float[][] normalised = SlidingCmn.apply(mfcc, CMN_WINDOW);
        List<float[]> kept = new ArrayList<>();
        for (int t = 0; t < normalised.length && kept.size() < MAX_FRAMES; t++) {
            if (voiced[t]) {
                kept.add(normalised[t]);
            }
        }
        if (kept.size() < MIN_FRAMES) {
            throw new BadAudioException(AudioProblem.TOO_SHORT, "too little speech to recognise the voice ("
                    + kept.size() + " voiced frames of 10 ms, need " + MIN_FRAMES + "): say a longer sentence");
        }
        return kept.toArray(float[][]::new);
    }

    /** Raw MFCC frames of int16-scale samples at the model's rate. */
    public float[][] mfcc(float[] samples) {
        int n = frames.frameCount(samples.length);
        float[][] out = new float[n][options.numCeps()];
        SpectralFrames.Workspace w = frames.workspace();
        double[] energies = new double[options.numBins()];
        for (int f = 0; f < n; f++) {
            double logEnergy = frames.analyse(samples, f, w);
            mel.apply(w.power(), energies);
            for (int b = 0; b < energies.length; b++) {
                energies[b] = Math.log(Math.max(energies[b], SpectralFrames.LOG_FLOOR));
            }
            for (int c = 0; c < out[f].length; c++) {
                double sum = 0;
                for (int b = 0; b < energies.length; b++) {
                    sum += dct[c][b] * energies[b];
                }
                out[f][c] = (float) (sum * lifter[c]);
            }
            out[f][0] = (float) logEnergy;
        }
        return out;
    }

    private float[] toModelRate(Pcm16 audio) {
        float[] x = new float[audio.samples().length];
        for (int i = 0; i < x.length; i++) {
            x[i] = audio.samples()[i];
        }
        if (audio.sampleRate() == options.sampleRate()) {
            return x;
        }
        if (audio.sampleRate() % options.sampleRate() != 0) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT, "cannot resample " + audio.sampleRate()
                    + " Hz audio to " + options.sampleRate() + " Hz: send " + Pcm16.HUB_RATE + " Hz audio");
        }
        Resampler r = audio.sampleRate() == Pcm16.HUB_RATE && fromHubRate != null ? fromHubRate
                : resampler(audio.sampleRate());
        return r.apply(x);
    }

    private Resampler resampler(int fromRate) {
        double cutoff = Math.min(options.highFreq() > 0 ? options.highFreq() : 0.45 * options.sampleRate(),
                0.47 * options.sampleRate());
        return new Resampler(fromRate, options.sampleRate(), cutoff);
    }

    /** Kaldi's orthonormal DCT-II rows 0..ceps-1 over {@code bins} inputs. */
    private static double[][] dctMatrix(int ceps, int bins) {
        double[][] m = new double[ceps][bins];
        for (int k = 0; k < ceps; k++) {
            double norm = Math.sqrt((k == 0 ? 1.0 : 2.0) / bins);
            for (int j = 0; j < bins; j++) {
                m[k][j] = norm * Math.cos(Math.PI / bins * (j + 0.5) * k);
            }
        }
        return m;
    }
}
