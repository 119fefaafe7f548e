package home.hearth.hub.voice.vad;

/** A change between silence and speech, at a sample offset from the start of the stream. */
public sealed interface VadEvent {
    long sampleOffset();

    record SpeechStarted(long sampleOffset) implements VadEvent {}

    /** Enough trailing silence after speech: the utterance is over. */
    record SpeechEnded(long sampleOffset) implements VadEvent {}
}
