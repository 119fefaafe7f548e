package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The speech recogniser's model.
 *
 * @param vosk {@code models.vosk}: the Vosk model folder, if any (none: Sphinx4, English commands only)
 * @param language {@code models.vosk-language}, {@code en} or {@code pt}: the Vosk model's language (the command
 *     grammar is English)
 */
public record RecogniserConfig(Optional<Path> vosk, String language) {
    public RecogniserConfig {
        if (!language.equals("en") && !language.equals("pt")) {
            throw new ConfigException("models.vosk-language: expected en or pt, got '" + language + "'");
        }
    }
}
