package home.hearth.hub.config;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Which language model the conversation engine uses: none (local intents only), a GGUF file run in
 * process ({@code models.llm}), or an OpenAI-compatible server ({@code models.llm-url},
 * {@code models.llm-model}, {@code models.llm-key}). Setting both a file and a URL is refused.
 */
public sealed interface LanguageModelConfig {
    record None() implements LanguageModelConfig {}

    record Gguf(Path file) implements LanguageModelConfig {}

    record OpenAi(URI url, String model, Optional<String> apiKey) implements LanguageModelConfig {
        @Override
        public String toString() {
            return "OpenAi[" + url + ", " + model + ", apiKey=" + (apiKey.isPresent() ? "(set)" : "(none)") + "]";
        }
    }
}
