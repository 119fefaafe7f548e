package home.hearth.hub.conversation.model;

import home.hearth.hub.config.ConfigException;
import home.hearth.hub.config.HubConfig;
import home.hearth.hub.config.LanguageModelConfig;
import java.time.Duration;
import java.util.Optional;

/**
 * Makes the language model the configuration names ({@code models.llm}, {@code models.llm-url}):
 * none, a GGUF file loaded in process now, or an OpenAI-compatible server (not contacted until the
 * first turn: a server that is down costs that turn, not the start). A model file that cannot be
 * loaded stops the start with a {@link ConfigException} naming the key.
 */
public final class LanguageModels {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private LanguageModels() {}

    public static Optional<LanguageModel> from(HubConfig config) {
        return switch (config.models().languageModel()) {
            case LanguageModelConfig.None none -> Optional.empty();
            case LanguageModelConfig.OpenAi server -> Optional.of(new OpenAiChatModel(
                    new OpenAiChatModel.Config(server.url(), server.model(), server.apiKey(), CONNECT_TIMEOUT)));
            case LanguageModelConfig.Gguf gguf -> {
                try {
                    yield Optional.of(LlamaCppModel.load(LlamaCppModel.Config.defaults(gguf.file(),
                            config.storage().dataDir().resolve("native"))));
                } catch (LanguageModelException e) {
                    throw new ConfigException("models.llm: " + e.getMessage());
                }
            }
        };
    }

    /** For the start log and {@code /health}: which model answers, or that none does. */
    public static String describe(Optional<LanguageModel> model) {
        return model.map(LanguageModel::id).orElse("none (local intents only)");
    }
}
