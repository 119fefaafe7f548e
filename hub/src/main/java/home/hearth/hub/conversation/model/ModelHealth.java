package home.hearth.hub.conversation.model;

import java.util.Optional;

/**
 * What the hub knows about its language model's health, for {@code /health}: nothing wrong, or one
 * sentence naming the problem (a model file that could not be loaded, a server that did not answer the
 * last call). A model that answers again clears the problem.
 */
public final class ModelHealth {
    private volatile String problem;

    ModelHealth() {}

    /** The problem as one sentence a householder understands, or empty while the model answers. */
    public Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    void failed(String reason) {
        problem = "The language model is not available (" + reason + "): turns that need it are answered with an"
                + " apology, while device commands, memories and timers still work.";
    }

    void answered() {
        problem = null;
    }
}
