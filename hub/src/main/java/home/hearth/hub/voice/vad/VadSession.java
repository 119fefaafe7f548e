package home.hearth.hub.voice.vad;

import java.util.List;

/** The VAD state of one audio stream. Not thread-safe: one connection feeds it. */
public interface VadSession {

    /**
     * Feeds {@code length} samples (16 kHz mono; any count, the session buffers partial windows).
     *
     * @return speech starts and ends found in them, in order (usually none)
     */
    List<VadEvent> accept(short[] samples, int length);

    /** Forgets the state (after an explicit end or a cancel). */
    void reset();
}
