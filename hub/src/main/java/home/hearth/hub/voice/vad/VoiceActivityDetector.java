package home.hearth.hub.voice.vad;

/**
 * Finds where speech starts and stops in a 16 kHz mono stream. Implementations: {@code SileroVad}
 * (the v5 ONNX model) and {@code EnergyVad} (the fallback when no model is there).
 */
public interface VoiceActivityDetector extends AutoCloseable {

    /** e.g. {@code silero-v5} or {@code energy}. */
    String id();

    /** A detector state for one connection (one room microphone). */
    VadSession newSession();

    @Override
    void close();
}
