package home.hearth.hub.voice;

import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.recognition.Transcript;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A recogniser for pipeline tests: each utterance's final transcript is the next scripted text (a
 * rejection when the script says {@code <unk>}), whatever the audio. The first audio of a stream
 * yields a partial transcript, as a real streaming recogniser would.
 */
public final class ScriptedRecognizer implements SpeechRecognizer {
    private final BlockingQueue<String> script = new LinkedBlockingQueue<>();
    private final AtomicReference<CommandVocabulary> vocabulary = new AtomicReference<>();

    public void willHear(String... texts) {
        script.addAll(java.util.List.of(texts));
    }

    public CommandVocabulary vocabulary() {
        return vocabulary.get();
    }

    @Override
    public String id() {
        return "scripted";
    }

    @Override
    public RecognitionStream start() {
        return new RecognitionStream() {
            private boolean partialSent;

            @Override
            public Optional<String> accept(short[] samples, int length) {
                if (partialSent) {
                    return Optional.empty();
                }
                partialSent = true;
                return Optional.of("…");
            }

            @Override
            public Transcript finish() {
                String text = script.poll();
                return text == null || text.equals("<unk>") ? Transcript.rejection() : new Transcript(text, false, 1.0);
            }

            @Override
            public void close() {}
        };
    }

    @Override
    public void useVocabulary(CommandVocabulary v) {
        vocabulary.set(v);
    }

    @Override
    public void close() {}
}
