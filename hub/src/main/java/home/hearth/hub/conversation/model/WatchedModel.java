package home.hearth.hub.conversation.model;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/** A model whose failures and recoveries are noted in a {@link ModelHealth} as calls happen. */
final class WatchedModel implements LanguageModel {
    private final LanguageModel model;
    private final ModelHealth health;

    WatchedModel(LanguageModel model, ModelHealth health) {
        this.model = model;
        this.health = health;
    }

    @Override
    public String id() {
        return model.id();
    }

    @Override
    public ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled) {
        try {
            ChatResult r = model.chat(request, tokens, cancelled);
            health.answered();
            return r;
        } catch (LanguageModelException e) {
            health.failed(e.getMessage());
            throw e;
        }
    }

    @Override
    public void close() {
        model.close();
    }
}
