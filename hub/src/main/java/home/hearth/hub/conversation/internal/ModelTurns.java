package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.model.ChatMessage;
import home.hearth.hub.conversation.model.ChatRequest;
import home.hearth.hub.conversation.model.ChatResult;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.model.LanguageModelException;
import home.hearth.hub.conversation.model.ToolCall;
import home.hearth.hub.conversation.model.ToolSpec;
import home.hearth.hub.conversation.reply.ReplySegmenter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers a turn no local intent took with the configured language model: the prompt from
 * {@link ContextAssembly}, the tools {@link ToolRouter} thinks the request needs, each call run by
 * {@link ToolRunner} as the turn's principal and its result fed back, at most {@link #ROUNDS} rounds
 * (the last one offers no tools, so the model must answer). The reply streams as speakable segments
 * through {@link ReplySegmenter} and {@link ClaimCheck}; the memories the prompt and the tools
 * carried are reported as the memories used.
 */
public final class ModelTurns {
    static final int ROUNDS = 3;
    static final int MAX_TOKENS = 400;
    static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final Logger LOG = LoggerFactory.getLogger(ModelTurns.class);
    static final String INSTRUCTIONS = "You are Hearth, the voice assistant of a household. Answer briefly (one to three "
            + "short sentences, for speaking aloud) in the language of the member's last message. What the member asks now "
            + "wins over anything stored about their preferences. When you use something you were told before, say so and "
            + "when (\"you told me on 3 March that …\"); never make up memories, and say you don't know when you don't. "
            + "Use the tools you are given to read or change devices, memories and timers; when a tool needs something the "
            + "member did not say, ask for it. When a tool result says something was refused, give the reason as it is. "
            + "Never claim to have done something in the house unless a tool result in this conversation says it was done.";
    private final LanguageModel model;
    private final ContextAssembly context;
    private final ToolRouter router;
    private final ToolRunner tools;

    public ModelTurns(LanguageModel model, ContextAssembly context, ToolRouter router, ToolRunner tools) {
        this.model = model;
        this.context = context;
        this.router = router;
        this.tools = tools;
    }

    public void answer(Language l, TurnContext ctx) {
        ModelPrompt prompt = context.assemble(ctx, INSTRUCTIONS);
        List<ToolSpec> offered = router.offer(ctx.turn().text());
        List<String> names = offered.stream().map(ToolSpec::name).toList();
        List<ChatMessage> messages = new ArrayList<>(prompt.messages());
        Set<String> memories = new LinkedHashSet<>(prompt.memoryIds());
        boolean[] acted = {false};
        ClaimCheck claims = new ClaimCheck(ctx.sink()::say, () -> acted[0] || ctx.sink().actionsDone() > 0, l);
        try {
            for (int round = 1; round <= ROUNDS && !ctx.sink().cancelled(); round++) {
                ChatResult r = call(messages, round < ROUNDS ? offered : List.of(), claims, ctx);
                if (r.toolCalls().isEmpty()) {
                    break;
                }
                messages.add(new ChatMessage("assistant", r.text(), r.toolCalls(), Optional.empty()));
                if (runTools(r.toolCalls(), names, l, ctx, messages, memories, acted)) {
                    break;
                }
            }
        } catch (LanguageModelException e) {
            unavailable(e, l, ctx);
            return;
        }
        if (ctx.sink().said().isBlank() && !ctx.sink().cancelled()) {
            ctx.sink().say(l.say("I have no answer to that.", "Não tenho resposta para isso."));
        }
        if (!memories.isEmpty()) {
            ctx.sink().emit(new TurnEvent.MemoriesUsed(List.copyOf(memories)));
        }
    }

    private ChatResult call(List<ChatMessage> messages, List<ToolSpec> offered, ClaimCheck claims, TurnContext ctx) {
        ReplySegmenter segmenter = new ReplySegmenter();
        ChatResult r = model.chat(new ChatRequest(messages, offered, MAX_TOKENS, TIMEOUT),
                piece -> segmenter.accept(piece).forEach(claims::say), ctx.sink()::cancelled);
        segmenter.finish().forEach(claims::say);
        ctx.sink().modelCall(messages.stream().mapToInt(m -> m.content().length()).sum(), r.tokensIn(), r.tokensOut());
        return r;
    }

    /** Runs the calls in order, results into the conversation; true when the hub asked a question and the turn ends. */
    private boolean runTools(List<ToolCall> calls, List<String> offered, Language l, TurnContext ctx,
            List<ChatMessage> messages, Set<String> memories, boolean[] acted) {
        for (ToolCall call : calls) {
            if (ctx.sink().cancelled()) {
                return true;
            }
            ctx.sink().toolCalled(call.name());
            ToolRunner.Outcome o = tools.run(call, offered, l, ctx);
            messages.add(ChatMessage.toolResult(call.id(), o.result()));
            memories.addAll(o.memoryIds());
            acted[0] |= o.done();
            if (o.asked()) {
                return true;
            }
        }
        return false;
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
