package home.hearth.hub.voice.vad;

import java.nio.file.Path;

/** Where hub/scripts/fetch-silero-vad.sh puts the model (make test runs it). */
final class SileroModelFile {
    private SileroModelFile() {}

    static Path cached() {
        String cache = System.getenv("HEARTH_MODEL_CACHE");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache", "hearth", "models");
        return base.resolve("silero").resolve("silero_vad_v5.onnx");
    }
}
