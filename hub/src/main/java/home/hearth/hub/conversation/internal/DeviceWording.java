package home.hearth.hub.conversation.internal;

import home.hearth.devices.Command;
import home.hearth.devices.CommandResult;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceReading;
import home.hearth.devices.DeviceState;
import home.hearth.devices.Names;
import home.hearth.hub.conversation.intents.Intent.Aspect;
import home.hearth.hub.conversation.intents.Language;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the hub says about devices, in English or Portuguese: live readings with the time they were
 * read, and what became of a command. Device names are the household's own (not translated).
 */
public final class DeviceWording {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private final ZoneId zone;

    public DeviceWording(ZoneId zone) {
        this.zone = zone;
    }

    public String reading(DeviceReading reading, Aspect aspect, Language l) {
        return switch (reading) {
            case DeviceReading.Fresh f -> fresh(f, aspect, l);
            case DeviceReading.NoAnswer n -> l.say(capitalise(n.message()) + ". I asked it just now.",
                    name(n.device()) + " não respondeu.");
            case DeviceReading.Unreachable u -> l.say(capitalise(u.message()) + ".",
                    "Não consigo chegar à rede dos dispositivos agora, por isso não perguntei a " + name(u.device()) + ".");
            case DeviceReading.Refused r -> r.decision().reason();
            case DeviceReading.UnknownDevice u -> unknown(u.asked(), l);
        };
    }

    public String result(CommandResult result, Command command, Language l) {
        return switch (result) {
            case CommandResult.Confirmed c -> l.say("Done: the " + name(c.device()) + " is " + after(command, l) + ".",
                    "Feito: " + name(c.device()) + " — " + after(command, l) + ".");
            case CommandResult.Unconfirmed u -> l.say(capitalise(u.message()) + ".", u.connectionLost()
                    ? "Enviei o comando, mas perdi a ligação à rede dos dispositivos antes de " + name(u.device())
                            + " confirmar; pode não ter chegado."
                    : "Enviei o comando, mas " + name(u.device()) + " não confirmou.");
            case CommandResult.Refused r -> r.decision().reason();
            case CommandResult.Unsupported u -> l.say(capitalise(u.message()) + ".", name(u.device()) + " não consegue fazer isso.");
            case CommandResult.Unreachable u -> l.say(capitalise(u.message()) + ".",
                    "Não consigo chegar à rede dos dispositivos agora; não enviei nada a " + name(u.device()) + ".");
            case CommandResult.UnknownDevice u -> unknown(u.asked(), l);
        };
    }

    public String unknown(String words, Language l) {
        return l.say("I don't know a device called '" + words + "'.", "Não conheço nenhum dispositivo chamado '" + words + "'.");
    }

    public String which(List<Device> devices, Language l) {
        List<String> names = devices.stream().map(d -> l.say("the ", "") + name(d)).toList();
        String list = String.join(l.say(" or ", " ou "), names);
        return l.say("Which one do you mean: " + list + "?", "Qual deles: " + list + "?");
    }

    /** The question asked again after an answer that was not a plain yes to it. */
    public String askAgain(Device d, Command command, Language l) {
        return l.say("I didn't take that as a yes, and did nothing. Shall I " + doing(d, command, l) + "? Say yes or no.",
                "Não tomei isso como um sim, e não fiz nada. Devo " + doing(d, command, l) + "? Diz sim ou não.");
    }

    /** What a command does to a device, as a verb phrase: "unlock the front door lock", "destrancar front door lock". */
    static String doing(Device d, Command command, Language l) {
        String name = name(d);
        return switch (command) {
            case Command.SwitchTo s -> s.on() ? l.say("turn on the " + name, "ligar " + name)
                    : l.say("turn off the " + name, "desligar " + name);
            case Command.DimTo x -> l.say("set the " + name + " to ", "pôr " + name + " a ")
                    + Math.round(x.brightness() * 100.0 / 254) + "%";
            case Command.SetTemperature t -> l.say("set the " + name + " to ", "regular " + name + " para ")
                    + celsius(t.celsius());
            case Command.LockTo k -> k.locked() ? l.say("lock the " + name, "trancar " + name)
                    : l.say("unlock the " + name, "destrancar " + name);
        };
    }

    /** A command as the action list names it: {@code switch on}, {@code set_temperature 21.0}. */
    public static String describe(Command command) {
        return switch (command) {
            case Command.SwitchTo s -> "switch " + (s.on() ? "on" : "off");
            case Command.DimTo d -> "dim " + d.brightness();
            case Command.SetTemperature t -> "set_temperature " + t.celsius();
            case Command.LockTo k -> k.locked() ? "lock" : "unlock";
        };
    }

    private String fresh(DeviceReading.Fresh f, Aspect aspect, Language l) {
        String at = TIME.format(f.at().atZone(zone));
        Optional<String> value = value(f.state(), aspect, l);
        if (value.isEmpty()) {
            return l.say("The " + name(f.device()) + " answered at " + at + ", but it does not report that.",
                    name(f.device()) + " respondeu às " + at + ", mas não indica isso.");
        }
        return l.say("The " + name(f.device()) + (aspect == Aspect.TEMPERATURE ? " reads " : " is ") + value.get()
                + " (read just now, at " + at + ").", name(f.device()) + ": " + value.get() + " (lido agora, às " + at + ").");
    }

    private static Optional<String> value(DeviceState s, Aspect aspect, Language l) {
        return switch (aspect) {
            case ON -> s.flag("on").map(on -> on ? l.say("on", "ligado") : l.say("off", "desligado"));
            case LOCKED -> s.flag("locked").map(k -> k ? l.say("locked", "trancada") : l.say("unlocked", "destrancada"));
            case OPEN -> s.flag("contact").map(closed -> closed ? l.say("closed", "fechada") : l.say("open", "aberta"));
            case TEMPERATURE -> s.number("temperature").or(() -> s.number("local_temperature")).map(DeviceWording::celsius);
            case OCCUPANCY -> s.flag("occupancy").map(o -> o ? l.say("seeing someone", "a detetar alguém")
                    : l.say("seeing nobody", "sem ninguém"));
            case ANY -> everything(s, l);
        };
    }

    private static Optional<String> everything(DeviceState s, Language l) {
        List<String> parts = new ArrayList<>();
        for (Aspect a : List.of(Aspect.ON, Aspect.LOCKED, Aspect.OPEN, Aspect.TEMPERATURE, Aspect.OCCUPANCY)) {
            value(s, a, l).ifPresent(parts::add);
        }
        s.number("set_point").ifPresent(v -> parts.add(l.say("set to ", "regulado para ") + celsius(v)));
        s.number("brightness").ifPresent(v -> parts.add(l.say("at brightness ", "com brilho ") + Math.round(v * 100 / 254) + "%"));
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", parts));
    }

    private static String after(Command command, Language l) {
        return switch (command) {
            case Command.SwitchTo s -> s.on() ? l.say("on", "ligado") : l.say("off", "desligado");
            case Command.DimTo d -> l.say("at ", "com brilho a ") + Math.round(d.brightness() * 100.0 / 254) + "%";
            case Command.SetTemperature t -> l.say("set to ", "regulado para ") + celsius(t.celsius());
            case Command.LockTo k -> k.locked() ? l.say("locked", "trancada") : l.say("unlocked", "destrancada");
        };
    }

    private static String celsius(double v) {
        return (v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v)) + " °C";
    }

    static String name(Device d) {
        return Names.normalise(d.name());
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** When a reading was taken, for callers that keep it. */
    public String time(Instant at) {
        return TIME.format(at.atZone(zone));
    }
}
