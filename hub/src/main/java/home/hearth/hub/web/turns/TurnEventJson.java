package home.hearth.hub.web.turns;

import home.hearth.hub.conversation.TurnEvent;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON of each turn event, named as the WebSocket names them: {@code reply}, {@code action},
 * {@code confirm}, {@code memories}, {@code error}, {@code end}.
 */
final class TurnEventJson {
    private TurnEventJson() {}

    static String name(TurnEvent e) {
        return switch (e) {
            case TurnEvent.ReplySegment r -> "reply";
            case TurnEvent.ActionTaken a -> "action";
            case TurnEvent.ConfirmRequest c -> "confirm";
            case TurnEvent.MemoriesUsed m -> "memories";
            case TurnEvent.Failed f -> "error";
            case TurnEvent.End end -> "end";
        };
    }

    static Map<String, Object> body(TurnEvent e) {
        return switch (e) {
            case TurnEvent.ReplySegment r -> Map.of("text", r.text());
            case TurnEvent.ActionTaken a -> action(a);
            case TurnEvent.ConfirmRequest c -> Map.of("question", c.question());
            case TurnEvent.MemoriesUsed m -> Map.of("ids", m.ids());
            case TurnEvent.Failed f -> Map.of("error", f.code(), "message", f.message());
            case TurnEvent.End end -> Map.of("session", end.session(), "milestones", milestones(end), "figures",
                    figures(end));
        };
    }

    static Map<String, Object> action(TurnEvent.ActionTaken a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("device", a.device());
        m.put("command", a.command());
        m.put("outcome", a.outcome());
        m.put("message", a.message());
        return m;
    }

    /** Tokens in and out, tools called and context size (zeros for a turn that did not reach a model). */
    static Map<String, Object> figures(TurnEvent.End end) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("tokensIn", end.figures().tokensIn());
        m.put("tokensOut", end.figures().tokensOut());
        m.put("tools", end.figures().tools());
        m.put("contextChars", end.figures().contextChars());
        return m;
    }

    /** Milestones in milliseconds since the hub had the whole text. */
    static Map<String, Long> milestones(TurnEvent.End end) {
        Map<String, Long> m = new LinkedHashMap<>();
        end.milestones().forEach((k, v) -> m.put(k, v.toMillis()));
        return m;
    }
}
