package home.hearth.hub.conversation.internal;

import home.hearth.devices.Capability;
import home.hearth.devices.Command;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.Names;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Intent.Aspect;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.policies.devices.ActionDecision;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Device commands and state questions of a turn, through the gateway (which applies the
 * device-action rules and audits): state is always read live from the device, never remembered.
 * An action the rules want confirmed becomes the session's open question; a live reading is kept as
 * the session's tool evidence.
 */
public final class DeviceTurns {
    /** Words that name no device: a pronoun, or nothing ("yes, unlock it", "sim, destranca-a", "sim, destranca"). */
    private static final Pattern UNNAMED = Pattern.compile("|it|that|this|them|isso|isto|a|o|ela|ele|essa|esse");
    private final DeviceFinder finder;
    private final MqttDeviceGateway gateway;
    private final Duration deadline;
    private final DeviceWording wording;
    private final Clock clock;

    public DeviceTurns(DeviceFinder finder, MqttDeviceGateway gateway, Duration deadline, DeviceWording wording, Clock clock) {
        this.finder = finder;
        this.gateway = gateway;
        this.deadline = deadline;
        this.wording = wording;
        this.clock = clock;
    }

    public void command(Intent.DeviceCommand c, TurnContext ctx) {
        switch (finder.find(c.target(), DeviceFinder.withAny(c.command().accepts()), ctx.turn().room())) {
            case DeviceFinder.Found.None n -> ctx.sink().say(wording.unknown(n.words(), c.language()));
            case DeviceFinder.Found.Several s -> ctx.sink().say(wording.which(s.devices(), c.language()));
            case DeviceFinder.Found.One o -> send(o.device(), c.command(), false, c.language(), ctx);
        }
    }

    public void question(Intent.StateQuestion q, TurnContext ctx) {
        switch (finder.find(q.target(), DeviceFinder.withAny(reports(q.aspect())), ctx.turn().room())) {
            case DeviceFinder.Found.None n -> ctx.sink().say(wording.unknown(n.words(), q.language()));
            case DeviceFinder.Found.Several s -> ctx.sink().say(wording.which(s.devices(), q.language()));
            case DeviceFinder.Found.One o -> {
                DeviceReading reading = gateway.readState(ctx.requester(), o.device().id(), deadline, false);
                String said = wording.reading(reading, q.aspect(), q.language());
                if (reading instanceof DeviceReading.Fresh f) {
                    ctx.session().evidence().add(ToolEvidence.deviceReading(q, said, f.at()));
                }
                ctx.sink().say(said);
            }
        }
    }

    /** The member's yes or no to the action asked about in the previous turn. */
    public void answer(Pending.DeviceAction asked, boolean yes, Language l, TurnContext ctx) {
        if (!yes) {
            ctx.sink().say(l.say("OK, I won't.", "Está bem, não faço nada."));
            return;
        }
        send(asked.device(), asked.command(), true, l, ctx);
    }

    /**
     * A yes that restates an action ("yes, unlock it", "sim, destranca a porta"): a yes only when it is the command asked
     * about and names no device or words that fit the same one. Anything else (another command, another device, a device the words do
     * not single out, words that are no command) does nothing and asks the question again.
     */
    public void answer(Pending.DeviceAction asked, Intent restated, Language l, TurnContext ctx) {
        if (restated instanceof Intent.DeviceCommand c && c.command().equals(asked.command())
                && sameDevice(c.target(), asked, ctx)) {
            send(asked.device(), asked.command(), true, l, ctx);
            return;
        }
        String question = wording.askAgain(asked.device(), asked.command(), l);
        ctx.session().ask(new Pending.DeviceAction(asked.device(), asked.command(), l, clock.instant()));
        ctx.sink().say(question);
        ctx.sink().emit(new TurnEvent.ConfirmRequest(question));
    }

    /** Whether a command's words need a device named (a yes restating one does not: "yes, unlock it"). */
    public static boolean namesNoDevice(String target) {
        return UNNAMED.matcher(Names.normalise(target)).matches();
    }

    /**
     * Whether the words name the device asked about: no device at all ("it"), words that single it out, or words that
     * fit it among others ("yes, unlock the door" when the front and back doors both have locks): the question already
     * said which one, and the words do not contradict it.
     */
    private boolean sameDevice(String target, Pending.DeviceAction asked, TurnContext ctx) {
        if (namesNoDevice(target)) {
            return true;
        }
        return switch (finder.find(target, DeviceFinder.withAny(asked.command().accepts()), ctx.turn().room())) {
            case DeviceFinder.Found.One one -> one.device().id().equals(asked.device().id());
            case DeviceFinder.Found.Several several -> several.devices().stream().anyMatch(d -> d.id().equals(asked.device().id()));
            case DeviceFinder.Found.None none -> false;
        };
    }

    private void send(Device device, Command command, boolean confirmed, Language l, TurnContext ctx) {
        if (ctx.sink().cancelled()) {
            return;
        }
        CommandResult result = gateway.command(ctx.requester(), device.id(), command, confirmed);
        String what = DeviceWording.describe(command);
        String id = device.id().value();
        String said = wording.result(result, command, l);
        switch (result) {
            case CommandResult.Confirmed c -> {
                ctx.sink().milestone("action_confirmed");
                ctx.sink().emit(new TurnEvent.ActionTaken(id, what, "confirmed", said));
            }
            case CommandResult.Unconfirmed u -> ctx.sink().emit(new TurnEvent.ActionTaken(id, what, "sent", said));
            case CommandResult.Refused r when r.decision() instanceof ActionDecision.Confirm -> {
                ctx.session().ask(new Pending.DeviceAction(device, command, l, clock.instant()));
                ctx.sink().say(said);
                ctx.sink().emit(new TurnEvent.ConfirmRequest(said));
                return;
            }
            case CommandResult.Refused r -> ctx.sink().emit(new TurnEvent.ActionTaken(id, what, "refused", said));
            case CommandResult.Unsupported u -> ctx.sink().emit(new TurnEvent.ActionTaken(id, what, "refused", said));
            case CommandResult.Unreachable u -> ctx.sink().emit(new TurnEvent.ActionTaken(id, what, "failed", said));
            case CommandResult.UnknownDevice u -> { }
        }
        ctx.sink().say(said);
    }

    private static Set<Capability> reports(Aspect aspect) {
        return switch (aspect) {
            case ON -> EnumSet.of(Capability.SWITCH, Capability.DIMMER, Capability.PLUG);
            case LOCKED -> EnumSet.of(Capability.LOCK);
            case OPEN -> EnumSet.of(Capability.CONTACT);
            case TEMPERATURE -> EnumSet.of(Capability.TEMPERATURE, Capability.THERMOSTAT);
            case OCCUPANCY -> EnumSet.of(Capability.MOTION);
            case ANY -> EnumSet.allOf(Capability.class);
        };
    }
}
