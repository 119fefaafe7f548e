package home.hearth.hub.voice.recognition;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Optional;
import org.vosk.Recognizer;

/** One utterance on two Vosk recognisers (command grammar and free), fed the same audio. */
final class VoskStream implements RecognitionStream {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Recognizer commands;
    private final Recognizer free;
    private final StringBuilder freeText = new StringBuilder();
    private double freeConfidenceSum;
    private int freeWords;
    private String lastPartial = "";
    private boolean closed;

    VoskStream(Recognizer commands, Recognizer free) {
        this.commands = commands;
        this.free = free;
    }

    @Override
    public Optional<String> accept(short[] samples, int length) {
        if (closed) {
            throw new IllegalStateException("the utterance is already finished or closed");
        }
        if (length < 0 || length > samples.length) {
            throw new IllegalArgumentException("length must be 0.." + samples.length + ", got: " + length);
        }
        if (commands != null) {
            commands.acceptWaveForm(samples, length);
        }
        if (free.acceptWaveForm(samples, length)) {
            // Vosk closed a segment at a pause: keep its words, the utterance goes on.
            addFree(parse(free.getResult()));
            return partial(freeText.toString());
        }
        String partial = parse(free.getPartialResult()).path("partial").asText("");
        return partial(join(freeText.toString(), partial));
    }

    private Optional<String> partial(String text) {
        if (text.equals(lastPartial)) {
            return Optional.empty();
        }
        lastPartial = text;
        return Optional.of(text);
    }

    @Override
    public Transcript finish() {
        if (closed) {
            throw new IllegalStateException("the utterance is already finished or closed");
        }
        try {
            addFree(parse(free.getFinalResult()));
            Optional<Transcript> command = commands == null ? Optional.empty()
                    : commandTranscript(parse(commands.getFinalResult()));
            return command.orElseGet(this::freeTranscript);
        } finally {
            close();
        }
    }

    static Optional<Transcript> commandTranscript(JsonNode result) {
        String text = result.path("text").asText("").trim();
        double confidence = confidence(result.path("result"));
        if (text.isEmpty() || text.contains("[unk]") || confidence < VoskRecognizer.COMMAND_MIN_CONFIDENCE) {
            return Optional.empty();
        }
        return Optional.of(new Transcript(text, false, confidence));
    }

    private Transcript freeTranscript() {
        String text = freeText.toString().trim();
        double confidence = freeWords == 0 ? 0 : freeConfidenceSum / freeWords;
        if (text.isEmpty() || confidence < VoskRecognizer.FREE_MIN_CONFIDENCE) {
            return Transcript.rejection();
        }
        return new Transcript(text, false, Math.min(1, confidence));
    }

    private void addFree(JsonNode result) {
        String text = result.path("text").asText("").trim();
        if (!text.isEmpty()) {
            freeText.append(freeText.isEmpty() ? "" : " ").append(text);
        }
        for (JsonNode word : result.path("result")) {
            freeConfidenceSum += Math.max(0, Math.min(1, word.path("conf").asDouble(0)));
            freeWords++;
        }
    }

    /** The mean of the words' confidences (Vosk's {@code result[].conf}), 0 when there are none. */
    static double confidence(JsonNode words) {
        double sum = 0;
        int n = 0;
        for (JsonNode w : words) {
            sum += Math.max(0, Math.min(1, w.path("conf").asDouble(0)));
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json == null ? "{}" : json);
        } catch (IOException e) {
            throw new RecognitionException("Vosk returned something that is not JSON: " + e.getMessage(), e);
        }
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            if (commands != null) {
                commands.close();
            }
            free.close();
        }
    }
}
