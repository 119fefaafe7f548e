package home.hearth.hub.conversation.extraction;

import home.hearth.hub.conversation.model.ChatMessage;
import home.hearth.hub.conversation.model.ChatRequest;
import home.hearth.hub.conversation.model.ChatResult;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.model.ReplyFormat;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * Turns a batch of one member's recent messages into candidate memories with the language model,
 * its answer constrained to a JSON Schema (a grammar in process, {@code response_format} on a
 * server) and then checked again here ({@link ExtractionReader}). It decides nothing: every
 * candidate still goes through the entry gate as {@code inferred}.
 *
 * <p>Privacy: a batch must hold one member's session only; nothing else reaches the model. Thread-safe
 * (stateless); blocking, so call it from the background extraction thread, never from a turn.
 */
public final class MemoryExtractor {
    private final LanguageModel model;
    private final Duration timeout;
    private final int maxTokens;

    /**
     * @param timeout the whole call's deadline (a small board takes tens of seconds for a batch)
     * @param maxTokens the answer's bound; 1024 fits {@value ExtractionPrompt#MAX_MEMORIES} memories
     */
    public MemoryExtractor(LanguageModel model, Duration timeout, int maxTokens) {
        this.model = Objects.requireNonNull(model, "model");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
        if (maxTokens < 64) {
            throw new IllegalArgumentException("extraction needs at least 64 tokens, got: " + maxTokens);
        }
        this.maxTokens = maxTokens;
    }

    /**
     * @param turns the batch, oldest first (the member's messages and Hearth's answers between them)
     * @param now the household's current time, so "tomorrow" resolves
     * @param cancelled polled while the model writes (hub stopping, member left)
     * @throws home.hearth.hub.conversation.model.LanguageModelException when the model cannot answer or
     *     answers something that is not the JSON asked for
     */
    public ExtractionResult extract(List<ExtractionTurn> turns, ZonedDateTime now, BooleanSupplier cancelled) {
        if (turns.stream().noneMatch(ExtractionTurn::fromMember)) {
            return ExtractionResult.nothing();
        }
        ChatRequest request = new ChatRequest(
                List.of(ChatMessage.system(ExtractionPrompt.SYSTEM), ChatMessage.user(ExtractionPrompt.batch(turns, now))),
                List.of(), maxTokens, timeout, ReplyFormat.json(ExtractionPrompt.SCHEMA));
        ChatResult result = model.chat(request, piece -> { }, cancelled);
        if (cancelled.getAsBoolean()) {
            return ExtractionResult.nothing();
        }
        return new ExtractionReader(turns).read(result.text(), result.tokensIn(), result.tokensOut());
    }
}
