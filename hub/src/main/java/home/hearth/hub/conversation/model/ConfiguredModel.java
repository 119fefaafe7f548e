package home.hearth.hub.conversation.model;

import java.util.Optional;

/**
 * The language model the household configured, as the hub started it: none, one that answers, or one
 * that is broken (a missing file, a server that is down) whose {@link #health()} says why in one
 * sentence. A broken model never stops the start; its calls fail with the reason.
 */
public record ConfiguredModel(Optional<LanguageModel> model, ModelHealth health) implements AutoCloseable {

    /** For the start log and {@code /health}: which model answers, or that none does. */
    public String describe() {
        return LanguageModels.describe(model);
    }

    @Override
    public void close() {
        model.ifPresent(LanguageModel::close);
    }
}
