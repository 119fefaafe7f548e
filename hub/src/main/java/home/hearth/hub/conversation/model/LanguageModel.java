package home.hearth.hub.conversation.model;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A chat language model: an OpenAI-compatible server (Ollama, llama.cpp server, a hosted service) or
 * a GGUF file run in process. Implementations convert their library's and transport's failures into
 * {@link LanguageModelException} with a sentence a householder understands.
 */
public interface LanguageModel extends AutoCloseable {

    /** A short name for logs, metrics and {@code /health}, e.g. {@code openai:qwen2.5:1.5b}. */
    String id();

    /**
     * Runs one chat completion.
     *
     * @param tokens receives the reply text as it is generated (may include reasoning blocks, which
     *     the caller strips); not called for tool-call arguments
     * @param cancelled polled between tokens; when it answers true the call returns what it has
     * @throws LanguageModelException when the model cannot answer (down, timed out, broken file)
     */
    ChatResult chat(ChatRequest request, Consumer<String> tokens, BooleanSupplier cancelled);

    @Override
    void close();
}
