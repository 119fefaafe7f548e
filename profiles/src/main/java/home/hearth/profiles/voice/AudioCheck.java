package home.hearth.profiles.voice;

import java.util.Locale;

/**
 * Judges audio before it is used for enrolment or verification: format, emptiness, clipping,
 * level and length of speech. Refusals throw {@link BadAudioException} with what to do next.
 *
 * <p>Speech frames are 20 ms frames within 30 dB of the loudest one; audio whose loudest frame is
 * below {@value #SILENCE_DBFS} dBFS holds no speech.
 */
public final class AudioCheck {
    static final double SILENCE_DBFS = -70;
    private static final double FRAME_SECONDS = 0.02;
    private final int sampleRate;
    private final double minSpeechSeconds;
    private final double minLevelDbfs;
    private final double maxClippedFraction;

    /**
     * @param sampleRate the only accepted rate (16 000 for the hub)
     * @param minSpeechSeconds how much speech is needed
     * @param minLevelDbfs the quietest acceptable speech level
     * @param maxClippedFraction the largest acceptable fraction of full-scale samples
     */
    public AudioCheck(int sampleRate, double minSpeechSeconds, double minLevelDbfs, double maxClippedFraction) {
        this.sampleRate = sampleRate;
        this.minSpeechSeconds = minSpeechSeconds;
        this.minLevelDbfs = minLevelDbfs;
        this.maxClippedFraction = maxClippedFraction;
    }

    /** Enrolment: 16 kHz, at least 1.5 s of speech at −40 dBFS or louder, at most 0.1 % clipped. */
    public static AudioCheck forEnrolment() {
        return new AudioCheck(Pcm16.HUB_RATE, 1.5, -40, 0.001);
    }

    /** Verification: as enrolment but 0.5 s of speech is enough. */
    public static AudioCheck forVerification() {
        return new AudioCheck(Pcm16.HUB_RATE, 0.5, -40, 0.001);
    }

    public AudioReport check(Pcm16 audio) {
        if (audio.samples().length == 0) {
            throw new BadAudioException(AudioProblem.EMPTY, "empty audio: nothing was recorded, try again");
        }
        if (audio.sampleRate() != sampleRate) {
            throw new BadAudioException(AudioProblem.WRONG_FORMAT, "expected " + sampleRate
                    + " Hz mono 16-bit audio, got " + audio.sampleRate() + " Hz: resample it to " + sampleRate + " Hz");
        }
        double clipped = clippedFraction(audio.samples());
        if (clipped > maxClippedFraction) {
            throw new BadAudioException(AudioProblem.CLIPPED, String.format(Locale.ROOT,
                    "too loud: move back from the microphone (%.1f%% of samples clipped)", clipped * 100));
        }
        double[] db = frameLevels(audio);
        double loudest = java.util.Arrays.stream(db).max().orElse(-120);
        if (loudest < SILENCE_DBFS) {
            throw new BadAudioException(AudioProblem.NO_SPEECH,
                    "no speech heard: check the microphone and speak a sentence");
        }
        return judgeSpeech(db, loudest, clipped);
    }

    private AudioReport judgeSpeech(double[] db, double loudest, double clipped) {
        double energy = 0;
        int frames = 0;
        for (double d : db) {
            if (d >= loudest - 30) {
                energy += Math.pow(10, d / 10);
                frames++;
            }
        }
        double level = 10 * Math.log10(energy / frames);
        if (level < minLevelDbfs) {
            throw new BadAudioException(AudioProblem.TOO_QUIET, String.format(Locale.ROOT,
                    "too quiet: move closer to the microphone (speech at %.0f dBFS, need %.0f dBFS or louder)",
                    level, minLevelDbfs));
        }
        double seconds = frames * FRAME_SECONDS;
        if (seconds < minSpeechSeconds) {
            throw new BadAudioException(AudioProblem.TOO_SHORT, String.format(Locale.ROOT,
                    "too short: say a longer sentence (%.1f s of speech, need at least %.1f s)",
                    seconds, minSpeechSeconds));
        }
        return new AudioReport(seconds, level, clipped);
    }

    private static double clippedFraction(short[] s) {
        int n = 0;
        for (short v : s) {
            if (v >= 32_700 || v <= -32_700) {
                n++;
            }
        }
        return n / (double) s.length;
    }

    /** RMS level of each 20 ms frame in dBFS (floor −120). */
    static double[] frameLevels(Pcm16 audio) {
        int len = (int) (audio.sampleRate() * FRAME_SECONDS);
        short[] s = audio.samples();
        double[] db = new double[Math.max(1, s.length / len)];
        for (int f = 0; f < db.length; f++) {
            double sum = 0;
            int end = Math.min(s.length, (f + 1) * len);
            for (int i = f * len; i < end; i++) {
                double v = s[i] / 32768.0;
                sum += v * v;
            }
            db[f] = Math.max(-120, 10 * Math.log10(sum / Math.max(1, end - f * len) + 1e-15));
        }
        return db;
    }
}
