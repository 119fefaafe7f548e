package home.hearth.hub.conversation.internal;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.devices.Command;
import home.hearth.devices.Names;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.TaskPlan;
import home.hearth.hub.conversation.tasks.TaskStep;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The language model's {@code task_start}: its steps read into a task plan (each device found by
 * the words the model passed on, as in a single command), then started as the member through
 * {@link TaskTurns}. A step that names no device or several, an unknown action or a wait out of
 * range starts nothing: the model is told which step and why, so it can ask the member.
 */
final class TaskTools {
    private final TaskTurns turns;

    TaskTools(TaskTurns turns) {
        this.turns = turns;
    }

    TaskTurns turns() {
        return turns;
    }

    ToolRunner.Outcome start(JsonNode args, Language l, TurnContext ctx) {
        JsonNode title = args.path("title");
        JsonNode steps = args.path("steps");
        if (!title.isTextual() || title.asText().isBlank()) {
            return ToolRunner.missing("title");
        }
        if (!steps.isArray() || steps.isEmpty() || steps.size() > TaskPlan.MAX_STEPS) {
            return ToolRunner.error("bad_arguments", "'steps' must be a list of 1-" + TaskPlan.MAX_STEPS + " steps.");
        }
        List<TaskStep> plan = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            try {
                plan.add(step(steps.get(i), l, ctx));
            } catch (IllegalArgumentException e) {
                return ToolRunner.error("bad_step", "Step " + (i + 1) + ": " + e.getMessage() + " Nothing was started; ask "
                        + "the member.");
            }
        }
        TaskPlan p;
        try {
            p = new TaskPlan(TaskPlan.Kind.SEQUENCE, title.asText().strip(), l, plan);
        } catch (IllegalArgumentException e) {
            return ToolRunner.error("bad_arguments", e.getMessage());
        }
        return ToolRunner.local(ctx, true, () -> turns.start(p, l, ctx).ifPresent(t -> ctx.sink().say(l.say(
                "Started the task \"" + p.title() + "\" (" + p.steps().size() + " steps). Say \"cancel the task\" to stop it.",
                "Comecei a tarefa \"" + p.title() + "\" (" + p.steps().size() + " passos). Diz \"cancela a tarefa\" para parar."))));
    }

    private TaskStep step(JsonNode s, Language l, TurnContext ctx) {
        if (!s.isObject()) {
            throw new IllegalArgumentException("a step must be an object with device and action, or wait_seconds.");
        }
        if (s.has("wait_seconds")) {
            JsonNode w = s.get("wait_seconds");
            if (!w.isNumber() || w.asDouble() < 1 || w.asDouble() > TaskStep.MAX_WAIT.toSeconds()) {
                throw new IllegalArgumentException("wait_seconds must be a number from 1 to 3600.");
            }
            long seconds = Math.round(w.asDouble());
            return new TaskStep.Wait(Duration.ofSeconds(seconds), l.say("wait " + seconds + " s", "esperar " + seconds + " s"));
        }
        Optional<String> device = text(s, "device");
        Optional<String> action = text(s, "action");
        if (device.isEmpty() || action.isEmpty()) {
            throw new IllegalArgumentException("'" + (device.isEmpty() ? "device" : "action") + "' is missing.");
        }
        if (action.get().equals("unlock")) {
            throw new IllegalArgumentException("unlocking needs the member's yes; use device_command for it on its own.");
        }
        Command command = ToolRunner.commandOf(action.get(), s.path("value"));
        if (command == null) {
            throw new IllegalArgumentException("'value' is missing for " + action.get() + ".");
        }
        return switch (turns.finder().find(device.get(), DeviceFinder.withAny(command.accepts()), ctx.turn().room())) {
            case DeviceFinder.Found.One o -> new TaskStep.DeviceAction(o.device().id(), command,
                    action.get().replace('_', ' ') + (s.path("value").isNumber() ? " " + s.path("value").asText() : "")
                            + l.say(" the ", ": ") + Names.normalise(o.device().name()));
            case DeviceFinder.Found.Several sv -> throw new IllegalArgumentException("'" + device.get() + "' could be "
                    + sv.devices().stream().map(d -> d.id().value()).toList() + ".");
            case DeviceFinder.Found.None n -> throw new IllegalArgumentException("no device called '" + device.get() + "'.");
        };
    }

    private static Optional<String> text(JsonNode args, String field) {
        JsonNode v = args.path(field);
        return v.isTextual() && !v.asText().isBlank() ? Optional.of(v.asText().strip()) : Optional.empty();
    }
}
