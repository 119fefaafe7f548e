package home.hearth.hub.voice;

import home.hearth.hub.voice.vad.VadEvent;
import home.hearth.hub.voice.vad.VadSession;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import java.util.ArrayList;
import java.util.List;

/**
 * A loudness VAD for pipeline tests (the real ones are the {@code asr} branch's): 20 ms windows
 * above an RMS of 300 are speech; 400 ms below it end the utterance.
 */
public final class TestVad implements VoiceActivityDetector {
    private static final int WINDOW = 320;
    private static final int QUIET_WINDOWS_TO_END = 20;

    @Override
    public String id() {
        return "test-loudness";
    }

    @Override
    public VadSession newSession() {
        return new VadSession() {
            private final short[] window = new short[WINDOW];
            private int filled;
            private long offset;
            private boolean speech;
            private int quiet;

            @Override
            public List<VadEvent> accept(short[] samples, int length) {
                List<VadEvent> events = new ArrayList<>();
                for (int i = 0; i < length; i++) {
                    window[filled++] = samples[i];
                    offset++;
                    if (filled == WINDOW) {
                        filled = 0;
                        boolean loud = rms() > 300;
                        if (loud && !speech) {
                            speech = true;
                            events.add(new VadEvent.SpeechStarted(offset));
                        }
                        quiet = loud ? 0 : quiet + 1;
                        if (speech && quiet >= QUIET_WINDOWS_TO_END) {
                            speech = false;
                            events.add(new VadEvent.SpeechEnded(offset));
                        }
                    }
                }
                return events;
            }

            private double rms() {
                double sum = 0;
                for (short s : window) {
                    sum += (double) s * s;
                }
                return Math.sqrt(sum / WINDOW);
            }

            @Override
            public void reset() {
                filled = 0;
                speech = false;
                quiet = 0;
            }
        };
    }

    @Override
    public void close() {}
}
