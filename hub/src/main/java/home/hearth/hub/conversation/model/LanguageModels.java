package home.hearth.hub.conversation.model;

import home.hearth.hub.config.HubConfig;
import home.hearth.hub.config.LanguageModelConfig;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the language model the configuration names ({@code models.llm}, {@code models.llm-url}):
 * none, a GGUF file loaded in process now, or an OpenAI-compatible server (sent no request until the
 * first turn; a background connect tells {@code /health} early when it is down). A model that cannot be
 * made never stops the start: the hub runs with local intents, {@link ConfiguredModel#health()} names the
 * problem, and turns that need the model are told it did not answer.
 */
public final class LanguageModels {
    private static final Logger LOG = LoggerFactory.getLogger(LanguageModels.class);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private LanguageModels() {}

    public static ConfiguredModel from(HubConfig config) {
        ModelHealth health = new ModelHealth();
        Optional<LanguageModel> model = switch (config.models().languageModel()) {
            case LanguageModelConfig.None none -> Optional.empty();
            case LanguageModelConfig.OpenAi server -> Optional.of(server(server, health));
            case LanguageModelConfig.Gguf gguf -> Optional.of(inProcess(gguf, config, health));
        };
        return new ConfiguredModel(model.map(m -> new WatchedModel(m, health)), health);
    }

    private static LanguageModel server(LanguageModelConfig.OpenAi server, ModelHealth health) {
        OpenAiChatModel model = new OpenAiChatModel(
                new OpenAiChatModel.Config(server.url(), server.model(), server.apiKey(), CONNECT_TIMEOUT));
        ServerProbe.start(model.endpoint(), CONNECT_TIMEOUT, health);
        return model;
    }

    private static LanguageModel inProcess(LanguageModelConfig.Gguf gguf, HubConfig config, ModelHealth health) {
        try {
            return LlamaCppModel.load(LlamaCppModel.Config.defaults(gguf.file(), config.storage().dataDir().resolve("native")));
        } catch (LanguageModelException e) {
            LOG.warn("The language model (models.llm) could not be loaded; the hub runs without it: {}", e.getMessage());
            health.failed("models.llm: " + e.getMessage());
            return new UnavailableModel("llama:" + gguf.file().getFileName(), e.getMessage());
        }
    }

    /** For the start log and {@code /health}: which model answers, or that none does. */
    public static String describe(Optional<LanguageModel> model) {
        return model.map(LanguageModel::id).orElse("none (local intents only)");
    }
}
