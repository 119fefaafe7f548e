package home.hearth.hub.voice.vad;

import home.hearth.hub.voice.vad.internal.Windowed;

/**
 * The fallback when no Silero model is there: a window is speech when it is loud (above
 * {@value #MIN_DBFS} dBFS) and well above the room's noise floor, which follows the quietest
 * recent windows. It cannot tell speech from other loud sounds (a radio, a door slam).
 */
public final class EnergyVad implements VoiceActivityDetector {
    static final double MIN_DBFS = -45;
    static final double ABOVE_FLOOR_DB = 12;
    private final VadSettings settings;

    public EnergyVad(VadSettings settings) {
        this.settings = settings;
    }

    @Override
    public String id() {
        return "energy";
    }

    @Override
    public VadSession newSession() {
        return new Session(settings);
    }

    @Override
    public void close() {}

    private static final class Session extends Windowed {
        private double floor = Double.NaN;

        Session(VadSettings settings) {
            super(settings);
        }

        @Override
        protected double speechProbability(float[] window) {
            double sum = 0;
            for (float v : window) {
                sum += v * v;
            }
            double db = 10 * Math.log10(sum / window.length + 1e-10);
            if (Double.isNaN(floor) || db < floor) {
                floor = db;
            } else {
                floor += (db - floor) * 0.01; // rises slowly, so speech does not become the floor
            }
            return db > MIN_DBFS && db - floor > ABOVE_FLOOR_DB ? 1.0 : 0.0;
        }

        @Override
        protected void resetModel() {
            // The noise floor belongs to the room, not to one utterance: keep it.
        }
    }
}
