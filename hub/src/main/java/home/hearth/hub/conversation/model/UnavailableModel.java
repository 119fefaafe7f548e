package home.hearth.hub.conversation.model;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Stands in for a configured model that could not be made at start (a missing or broken GGUF file):
 * the hub starts anyway and every call fails with the reason, so turns that need a model get the
 * turn service's "the language model did not answer" reply instead of the hub refusing to start.
 */
final class UnavailableModel implements LanguageModel {
    private final String id;
    private final String reason;

    UnavailableModel(String id, String reason) {
        this.id = id;
        this.reason = reason;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled) {
        throw new LanguageModelException(reason);
    }

    @Override
    public void close() {
        // nothing was loaded
    }
}
