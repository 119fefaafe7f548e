package home.hearth.hub.conversation.internal;

import home.hearth.devices.Capability;
import home.hearth.devices.Command;
import home.hearth.devices.Device;
import home.hearth.devices.Inventory;
import home.hearth.devices.Names;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.Cancellation;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskPlan;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.policies.MemberId;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Background tasks of a turn: "turn off all the lights" becomes a task of one step per light (each
 * judged by the device-action rules as the member, so a child's refusal is per device, with its
 * reason), answered at once while it runs; "how is the task going?" and "cancel the task" act on
 * the member's own tasks. Tasks belong to a member: somebody the hub is not sure of is asked to say
 * who they are (or use single commands).
 */
public final class TaskTurns {
    private final Tasks tasks;
    private final Inventory inventory;
    private final DeviceFinder finder;

    public TaskTurns(Tasks tasks, Inventory inventory) {
        this.tasks = tasks;
        this.inventory = inventory;
        this.finder = new DeviceFinder(inventory);
    }

    /** How a step's device words become a device (the same way as a single command's). */
    DeviceFinder finder() {
        return finder;
    }

    public void allLights(Intent.AllLights a, TurnContext ctx) {
        Language l = a.language();
        Set<String> room = DeviceFinder.tokens(a.where());
        List<Device> lights = inventory.all().stream().filter(TaskTurns::isLight)
                .filter(d -> DeviceFinder.tokens(d.room()).containsAll(room)).sorted(Comparator.comparing(Device::name)).toList();
        if (lights.isEmpty()) {
            ctx.sink().say(l.say("I found no lights" + (room.isEmpty() ? "." : " in '" + a.where() + "'."),
                    "Não encontrei luzes" + (room.isEmpty() ? "." : " em '" + a.where() + "'.")));
            return;
        }
        String verb = a.on() ? l.say("turn on", "acender") : l.say("turn off", "apagar");
        List<TaskStep> steps = lights.stream().<TaskStep>map(d -> new TaskStep.DeviceAction(d.id(), new Command.SwitchTo(a.on()),
                verb + l.say(" the ", ": ") + Names.normalise(d.name()))).toList();
        String title = a.on() ? l.say("Turn on all the lights", "Acender as luzes todas")
                : l.say("Turn off all the lights", "Apagar as luzes todas");
        title += room.isEmpty() ? "" : l.say(" in ", " em ") + a.where();
        Optional<Task> started = start(new TaskPlan(TaskPlan.Kind.LIGHTS, title, l, steps), l, ctx);
        started.ifPresent(t -> ctx.sink().say(l.say("I'm " + (a.on() ? "turning on " : "turning off ") + lights.size()
                + (lights.size() == 1 ? " light: " : " lights: ") + names(lights, l) + ". Say \"cancel the task\" to stop.",
                "Vou " + verb + " " + lights.size() + (lights.size() == 1 ? " luz: " : " luzes: ") + names(lights, l)
                        + ". Diz \"cancela a tarefa\" para parar.")));
    }

    /** Starts a task for the turn's member, or says why not; empty when not started. */
    public Optional<Task> start(TaskPlan plan, Language l, TurnContext ctx) {
        if (!ctx.principal().isVerified() || ctx.principal().member().isEmpty()) {
            ctx.sink().say(l.say("I run longer tasks only for someone I recognise. Tell me who you are, or ask for one "
                    + "device at a time.", "Só faço tarefas mais longas para quem reconheço. Diz-me quem és, ou pede "
                    + "um dispositivo de cada vez."));
            return Optional.empty();
        }
        try {
            return Optional.of(tasks.submit(ctx.principal(), ctx.turn().room(), plan));
        } catch (IllegalStateException e) {
            ctx.sink().say(l.say("You already have " + Tasks.MAX_UNFINISHED + " tasks waiting or running; cancel one first.",
                    "Já tens " + Tasks.MAX_UNFINISHED + " tarefas à espera ou a correr; cancela uma primeiro."));
            return Optional.empty();
        }
    }

    public void status(Intent.TaskStatus s, TurnContext ctx) {
        Language l = s.language();
        List<Task> mine = own(ctx).map(tasks::of).orElse(List.of());
        List<Task> open = mine.stream().filter(t -> !t.state().finished()).toList();
        List<Task> told = open.isEmpty() ? mine.stream().limit(1).toList() : open;
        if (told.isEmpty()) {
            ctx.sink().say(l.say("You have no tasks.", "Não tens tarefas."));
            return;
        }
        for (Task t : told) {
            ctx.sink().say(TaskTalk.status(t, l));
        }
    }

    public void cancel(Intent.CancelTask c, TurnContext ctx) {
        Language l = c.language();
        Optional<MemberId> me = own(ctx);
        List<Task> open = me.map(tasks::of).orElse(List.of()).stream().filter(t -> !t.state().finished()).toList();
        if (open.isEmpty()) {
            ctx.sink().say(l.say("There is no task running to cancel.", "Não há nenhuma tarefa a correr para cancelar."));
            return;
        }
        for (Task t : c.all() ? open : open.subList(0, 1)) {
            if (tasks.cancel(me.get(), t.id()) instanceof Cancellation.Cancelled done) {
                ctx.sink().say(TaskTalk.cancelled(done.task(), l));
            }
        }
    }

    private static Optional<MemberId> own(TurnContext ctx) {
        return ctx.principal().isVerified() ? ctx.principal().member() : Optional.empty();
    }

    /** A light: a dimmer, or a switch the household calls a light or lamp (a plug or a fan is not). */
    static boolean isLight(Device d) {
        if (d.can(Capability.DIMMER)) {
            return true;
        }
        Set<String> words = DeviceFinder.tokens(d.name() + " " + String.join(" ", d.aliases()));
        return d.can(Capability.SWITCH) && words.contains("light");
    }

    private static String names(List<Device> lights, Language l) {
        List<String> names = lights.stream().map(d -> l.say("the ", "") + Names.normalise(d.name())).toList();
        return names.size() == 1 ? names.getFirst()
                : String.join(", ", names.subList(0, names.size() - 1)) + l.say(" and ", " e ") + names.getLast();
    }
}
