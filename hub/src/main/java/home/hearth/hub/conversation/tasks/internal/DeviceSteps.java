package home.hearth.hub.conversation.tasks.internal;

import home.hearth.devices.Command;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Names;
import home.hearth.devices.Requester;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.policies.Principal;
import home.hearth.policies.devices.ActionDecision;

/**
 * Does one device step through the gateway, exactly as a single spoken command goes: the
 * device-action rules (a child's refusal, with its reason), the audit log and the live MQTT round
 * trip. A task never answers a rule's yes/no question (unlocking): such a step is refused, and the
 * member is told to ask for it on its own.
 */
public final class DeviceSteps {
    private final MqttDeviceGateway gateway;

    public DeviceSteps(MqttDeviceGateway gateway) {
        this.gateway = gateway;
    }

    public StepOutcome perform(TaskStep.DeviceAction step, Principal who, Language l) {
        CommandResult r = gateway.command(Requester.of(who), step.device(), step.command(), false);
        return switch (r) {
            case CommandResult.Confirmed c -> new StepOutcome("confirmed",
                    l.say("The " + name(c.device()) + " is " + after(step.command(), l) + ".",
                            capitalise(name(c.device())) + ": " + after(step.command(), l) + "."));
            case CommandResult.Unconfirmed u -> new StepOutcome("sent", capitalise(u.message()) + ".");
            case CommandResult.Refused f when f.decision() instanceof ActionDecision.Confirm -> new StepOutcome("refused",
                    l.say("The " + name(f.device()) + " needs your yes first: ask for it on its own.",
                            capitalise(name(f.device())) + " precisa do teu sim: pede isso à parte."));
            case CommandResult.Refused f -> new StepOutcome("refused",
                    l.say("The " + name(f.device()) + ": ", capitalise(name(f.device())) + ": ") + f.message());
            case CommandResult.Unsupported u -> new StepOutcome("refused", capitalise(u.message()) + ".");
            case CommandResult.Unreachable u -> new StepOutcome("failed", capitalise(u.message()) + ".");
            case CommandResult.UnknownDevice u -> new StepOutcome("failed", capitalise(u.message())
                    + l.say(" (it was removed after the task started).", " (foi removido depois de a tarefa começar)."));
        };
    }

    private static String after(Command command, Language l) {
        return switch (command) {
            case Command.SwitchTo s -> s.on() ? l.say("on", "ligado") : l.say("off", "desligado");
            case Command.DimTo d -> l.say("at ", "com brilho a ") + Math.round(d.brightness() * 100.0 / 254) + "%";
            case Command.SetTemperature t -> l.say("set to ", "regulado para ") + t.celsius() + " °C";
            case Command.LockTo k -> k.locked() ? l.say("locked", "trancada") : l.say("unlocked", "destrancada");
        };
    }

    private static String name(home.hearth.devices.Device d) {
        return Names.normalise(d.name());
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
