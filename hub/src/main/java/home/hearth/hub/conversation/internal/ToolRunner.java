package home.hearth.hub.conversation.internal;

import static home.hearth.hub.conversation.internal.ToolCatalog.*;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.devices.Command;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.model.ToolCall;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Runs a language model's tool call as the turn's principal, through the same code as the local
 * intents ({@link DeviceTurns}, {@link MemoryTurns}, {@link TimerTurns}, {@link TaskTurns}): the device-action rules,
 * a child's refusals, the unlock confirmation and the entry gate apply as they do there. What the
 * local intent would have said becomes the tool's result for the model; a yes/no question it asks
 * is asked by the hub itself and ends the turn, so a rule's question is never paraphrased away.
 */
public final class ToolRunner {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final DeviceTurns devices;
    private final MemoryTurns memories;
    private final TimerTurns timers;
    private final TaskTools tasks;

    public ToolRunner(DeviceTurns devices, MemoryTurns memories, TimerTurns timers, TaskTurns tasks) {
        this.tasks = new TaskTools(tasks);
        this.devices = devices;
        this.memories = memories;
        this.timers = timers;
    }

    /**
     * What a call came to.
     *
     * @param result the JSON the model gets back
     * @param asked true when the hub asked the member a yes/no question (the turn ends there)
     * @param done true when an action tool did what it was asked (or asked to confirm it)
     * @param memoryIds memories the result carries
     */
    public record Outcome(String result, boolean asked, boolean done, List<String> memoryIds) {}

    public Outcome run(ToolCall call, List<String> offered, Language l, TurnContext ctx) {
        if (!offered.contains(call.name())) {
            return error("unknown_tool", "No tool called '" + call.name() + "' was offered; answer without it.");
        }
        JsonNode args;
        try {
            args = JSON.readTree(call.arguments().isBlank() ? "{}" : call.arguments());
        } catch (JsonProcessingException e) {
            return error("bad_arguments", "The arguments were not a JSON object; call the tool again with valid JSON.");
        }
        if (!args.isObject()) {
            return error("bad_arguments", "The arguments must be a JSON object.");
        }
        return switch (call.name()) {
            case DEVICE_STATE -> text(args, "device").map(d -> local(ctx, false,
                    () -> devices.question(new Intent.StateQuestion(d, Intent.Aspect.ANY, l), ctx))).orElseGet(() -> missing("device"));
            case DEVICE_COMMAND -> command(args, l, ctx);
            case MEMORY_SEARCH -> text(args, "query").map(q -> memories.search(q, ctx)).map(ToolRunner::found)
                    .orElseGet(() -> missing("query"));
            case MEMORY_SAVE -> text(args, "text").map(t -> local(ctx, true, () -> memories.save(
                    new Intent.Remember(t, args.path("for_household").asBoolean(false), l), ctx))).orElseGet(() -> missing("text"));
            case MEMORY_FORGET -> text(args, "what").map(w -> local(ctx, true,
                    () -> memories.forget(new Intent.Forget(w, false, l), ctx))).orElseGet(() -> missing("what"));
            case TIMER_SET -> timer(args, l, ctx);
            case TIMER_LIST -> local(ctx, false, () -> timers.list(new Intent.ListTimers(l), ctx));
            case TIMER_CANCEL -> local(ctx, true,
                    () -> timers.cancel(new Intent.CancelTimer(false, args.path("all").asBoolean(false), l), ctx));
            case TASK_START -> tasks.start(args, l, ctx);
            case TASK_STATUS -> local(ctx, false, () -> tasks.turns().status(new Intent.TaskStatus(l), ctx));
            case TASK_CANCEL -> local(ctx, true,
                    () -> tasks.turns().cancel(new Intent.CancelTask(args.path("all").asBoolean(false), l), ctx));
            default -> error("unknown_tool", "No tool called '" + call.name() + "'.");
        };
    }

    private Outcome command(JsonNode args, Language l, TurnContext ctx) {
        Optional<String> device = text(args, "device");
        Optional<String> action = text(args, "action");
        if (device.isEmpty() || action.isEmpty()) {
            return missing(device.isEmpty() ? "device" : "action");
        }
        Command command;
        try {
            command = commandOf(action.get(), args.path("value"));
        } catch (IllegalArgumentException e) {
            return error("bad_arguments", e.getMessage());
        }
        if (command == null) {
            return missing("value");
        }
        int before = ctx.sink().actionsDone();
        Outcome o = local(ctx, false, () -> devices.command(new Intent.DeviceCommand(device.get(), command, l), ctx));
        return new Outcome(o.result(), o.asked(), o.asked() || ctx.sink().actionsDone() > before, List.of());
    }

    /** A tool's action and value as a command; null when the action needs a value that is missing. */
    static Command commandOf(String action, JsonNode value) {
        return switch (action) {
            case "on", "off" -> new Command.SwitchTo(action.equals("on"));
            case "lock", "unlock" -> new Command.LockTo(action.equals("lock"));
            case "set_temperature" -> value.isNumber() ? new Command.SetTemperature(value.asDouble()) : null;
            case "brightness" -> value.isNumber() ? new Command.DimTo((int) Math.round(value.asDouble() * 254 / 100)) : null;
            default -> throw new IllegalArgumentException("action must be on, off, lock, unlock, set_temperature or "
                    + "brightness, got: " + action);
        };
    }

    private Outcome timer(JsonNode args, Language l, TurnContext ctx) {
        JsonNode minutes = args.path("minutes");
        if (!minutes.isNumber()) {
            return missing("minutes");
        }
        if (minutes.asDouble() <= 0 || minutes.asDouble() > 24 * 60) {
            return error("bad_arguments", "A timer lasts more than 0 and at most 1440 minutes.");
        }
        Duration length = Duration.ofSeconds(Math.round(minutes.asDouble() * 60));
        return local(ctx, true, () -> timers.timer(new Intent.SetTimer(length, l), ctx));
    }

    /** Runs a local intent with what it says kept as the result; its yes/no question is asked for real. */
    static Outcome local(TurnContext ctx, boolean action, Runnable work) {
        EventSink.Captured c = ctx.sink().capture(work);
        if (c.question().isPresent()) {
            ctx.sink().say(c.text());
            ctx.sink().emit(c.question().get());
            return new Outcome(result("asked_member", c.text()), true, action, List.of());
        }
        return new Outcome(result("result", c.text()), false, action, List.of());
    }

    private static Outcome found(List<MemoryTurns.Found> found) {
        ObjectNode node = JSON.createObjectNode();
        var list = node.putArray("memories");
        found.forEach(f -> list.addObject().put("id", f.id()).put("told", f.told()).put("text", f.text()));
        if (found.isEmpty()) {
            node.put("result", "Nothing found: say you don't know.");
        }
        return new Outcome(node.toString(), false, false, found.stream().map(MemoryTurns.Found::id).toList());
    }

    private static Optional<String> text(JsonNode args, String field) {
        JsonNode v = args.path(field);
        return v.isTextual() && !v.asText().isBlank() ? Optional.of(v.asText().strip()) : Optional.empty();
    }

    static Outcome missing(String argument) {
        return error("missing_argument", "'" + argument + "' is missing: ask the member for it, do not guess.");
    }

    static Outcome error(String code, String message) {
        return new Outcome(JSON.createObjectNode().put("error", code).put("message", message).toString(), false, false, List.of());
    }

    private static String result(String field, String text) {
        return JSON.createObjectNode().put(field, text).toString();
    }
}
