package home.hearth.hub.voice.recognition;

import java.util.Optional;

/** One utterance being recognised. Not thread-safe: one connection feeds it. */
public interface RecognitionStream extends AutoCloseable {

    /**
     * Feeds {@code length} samples (16 kHz mono) from {@code samples}.
     *
     * @return the new partial transcript, when it changed
     */
    Optional<String> accept(short[] samples, int length);

    /** The end of the utterance: the final transcript (or a rejection). The stream is then closed. */
    Transcript finish();

    /** Drops the utterance (a cancel, a closed connection). */
    @Override
    void close();
}
