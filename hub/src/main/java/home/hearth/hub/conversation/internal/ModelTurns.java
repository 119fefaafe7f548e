package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.model.ChatRequest;
import home.hearth.hub.conversation.model.ChatResult;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.model.LanguageModelException;
import home.hearth.hub.conversation.reply.ReplySegmenter;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers a turn no local intent took with the configured language model: the prompt from
 * {@link ContextAssembly}, the reply streamed as speakable segments ({@link ReplySegmenter}), and
 * the memories the prompt carried reported as the memories used.
 */
public final class ModelTurns {
    static final int MAX_TOKENS = 400;
    static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final Logger LOG = LoggerFactory.getLogger(ModelTurns.class);
    static final String INSTRUCTIONS = "You are Hearth, the voice assistant of a household. Answer briefly (one to three "
            + "short sentences, for speaking aloud) in the language of the member's last message. What the member asks now "
            + "wins over anything stored about their preferences. When you use something you were told before, say so and "
            + "when (\"you told me on 3 March that …\"); never make up memories, and say you don't know when you don't. "
            + "Never claim to have done something in the house unless a tool result in this conversation says it was done.";
    private final LanguageModel model;
    private final ContextAssembly context;

    public ModelTurns(LanguageModel model, ContextAssembly context) {
        this.model = model;
        this.context = context;
    }

    public void answer(Language l, TurnContext ctx) {
        ModelPrompt prompt = context.assemble(ctx, INSTRUCTIONS);
        ReplySegmenter segmenter = new ReplySegmenter();
        ChatResult result;
        try {
            result = model.chat(new ChatRequest(prompt.messages(), List.of(), MAX_TOKENS, TIMEOUT),
                    piece -> segmenter.accept(piece).forEach(ctx.sink()::say), ctx.sink()::cancelled);
        } catch (LanguageModelException e) {
            unavailable(e, l, ctx);
            return;
        }
        segmenter.finish().forEach(ctx.sink()::say);
        if (ctx.sink().said().isBlank() && !ctx.sink().cancelled()) {
            ctx.sink().say(l.say("I have no answer to that.", "Não tenho resposta para isso."));
        }
        if (!prompt.memoryIds().isEmpty()) {
            ctx.sink().emit(new TurnEvent.MemoriesUsed(prompt.memoryIds()));
        }
        LOG.debug("Model answer in session {}: {} tokens in, {} out", ctx.session().id(), result.tokensIn(), result.tokensOut());
    }

    private static void unavailable(LanguageModelException e, Language l, TurnContext ctx) {
        LOG.warn("The language model did not answer a turn in session {}: {}", ctx.session().id(), e.getMessage());
        if (ctx.sink().said().isBlank()) {
            ctx.sink().emit(new TurnEvent.Failed("unavailable", "The language model did not answer, so I have no reply to "
                    + "that. Device commands, questions about devices, memories and timers still work without it."));
        } else {
            ctx.sink().say(l.say("(The language model stopped answering.)", "(O modelo de linguagem deixou de responder.)"));
        }
    }
}
