package home.hearth.hub.voice.vad.internal;

import home.hearth.hub.voice.vad.VadEvent;
import home.hearth.hub.voice.vad.VadSession;
import home.hearth.hub.voice.vad.VadSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * The part every detector shares: cuts any number of samples into 512-sample windows, asks
 * {@link #speechProbability} about each, and turns the probabilities into start and end events
 * with hysteresis ({@link VadSettings}).
 */
public abstract class Windowed implements VadSession {
    public static final int WINDOW = 512;
    private static final int RATE = 16_000;

    private final VadSettings settings;
    private final float[] window = new float[WINDOW];
    private int filled;
    private long windowStart;
    private boolean inSpeech;
    private long runStart = -1;
    private long runLength;

    protected Windowed(VadSettings settings) {
        this.settings = settings;
    }

    /** The probability that {@code window} (samples in -1..1) is speech. */
    protected abstract double speechProbability(float[] window);

    /** Forgets what the model carried from earlier windows. */
    protected abstract void resetModel();

    @Override
    public List<VadEvent> accept(short[] samples, int length) {
        if (length < 0 || length > samples.length) {
            throw new IllegalArgumentException("length must be 0.." + samples.length + ", got: " + length);
        }
        List<VadEvent> events = new ArrayList<>(0);
        for (int i = 0; i < length; i++) {
            window[filled++] = samples[i] / 32768f;
            if (filled == WINDOW) {
                step(speechProbability(window), events);
                windowStart += WINDOW;
                filled = 0;
            }
        }
        return events;
    }

    private void step(double p, List<VadEvent> events) {
        boolean against = inSpeech ? p < settings.silenceThreshold() : p >= settings.threshold();
        if (!against) {
            runStart = -1;
            runLength = 0;
            return;
        }
        if (runStart < 0) {
            runStart = windowStart;
        }
        runLength += WINDOW;
        long needed = (inSpeech ? settings.endAfter() : settings.startAfter()).toMillis() * RATE / 1000;
        if (runLength >= Math.max(needed, 1)) {
            inSpeech = !inSpeech;
            events.add(inSpeech ? new VadEvent.SpeechStarted(runStart) : new VadEvent.SpeechEnded(runStart));
            runStart = -1;
            runLength = 0;
        }
    }

    /** Offsets keep counting from the start of the stream; a partial window is dropped. */
    @Override
    public void reset() {
        windowStart += filled;
        filled = 0;
        inSpeech = false;
        runStart = -1;
        runLength = 0;
        resetModel();
    }
}
