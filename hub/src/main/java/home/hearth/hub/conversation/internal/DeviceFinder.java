package home.hearth.hub.conversation.internal;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.Inventory;
import home.hearth.devices.Names;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Finds the device a member means by the words they used: its name or a household alias, its room
 * ("the bedroom"), or a mix ("a luz da cozinha"), in English or Portuguese. Every word said must
 * belong to the device (its name, aliases or room); among those, devices that can do what was
 * asked win, then an exact name or alias, then the room the turn was said in.
 */
public final class DeviceFinder {
    private static final Set<String> FILLER = Set.of("the", "a", "an", "in", "of", "my", "our", "on", "at", "to", "o",
            "os", "as", "da", "do", "das", "dos", "de", "no", "na", "nos", "nas", "em", "meu", "minha", "um", "uma");
    /** Portuguese and English variants mapped to the word the demo and most inventories use. */
    private static final Map<String, String> CANONICAL = Map.ofEntries(
            Map.entry("luz", "light"), Map.entry("luzes", "light"), Map.entry("lights", "light"), Map.entry("lamp", "light"),
            Map.entry("lamps", "light"), Map.entry("lampada", "light"), Map.entry("lampadas", "light"),
            Map.entry("candeeiro", "light"), Map.entry("porta", "door"), Map.entry("fechadura", "lock"),
            Map.entry("cozinha", "kitchen"), Map.entry("sala", "living"), Map.entry("quarto", "bedroom"),
            Map.entry("corredor", "hall"), Map.entry("entrada", "hall"), Map.entry("hallway", "hall"),
            Map.entry("termostato", "thermostat"), Map.entry("aquecimento", "heating"), Map.entry("heater", "heating"),
            Map.entry("cafe", "coffee"), Map.entry("maquina", "machine"), Map.entry("cafeteira", "coffee"),
            Map.entry("tomada", "plug"), Map.entry("sensor", "sensor"), Map.entry("movimento", "motion"),
            Map.entry("contacto", "contact"), Map.entry("frente", "front"), Map.entry("principal", "front"),
            Map.entry("grande", "big"), Map.entry("estar", "living"));

    private final Inventory inventory;

    public DeviceFinder(Inventory inventory) {
        this.inventory = inventory;
    }

    /** What the words resolved to. */
    public sealed interface Found {
        /** Exactly one device. */
        record One(Device device) implements Found {}

        /** Several fit equally well; the member should say which. */
        record Several(List<Device> devices) implements Found {}

        /** No device has every word said. */
        record None(String words) implements Found {}
    }

    /**
     * @param able what the device must be able to do; when no matching device can, the best
     *     matching one is still returned so the gateway can say it cannot
     * @param room the room the turn was said in, if any
     */
    public Found find(String words, Predicate<Device> able, Optional<String> room) {
        Optional<Device> exact = inventory.resolve(stripLeadingArticle(words));
        if (exact.isPresent() && able.test(exact.get())) {
            return new Found.One(exact.get());
        }
        Set<String> said = tokens(words);
        if (said.isEmpty()) {
            return new Found.None(words);
        }
        List<Device> matching = inventory.all().stream().filter(d -> deviceTokens(d).containsAll(said)).toList();
        List<Device> capable = matching.stream().filter(able).toList();
        if (capable.isEmpty()) {
            return exact.<Found>map(Found.One::new).orElseGet(() -> matching.isEmpty() ? new Found.None(words)
                    : new Found.One(matching.stream().min(Comparator.comparingInt(d -> deviceTokens(d).size())).get()));
        }
        if (capable.size() > 1 && room.isPresent()) {
            List<Device> here = capable.stream().filter(d -> d.room().equals(room.get())).toList();
            capable = here.isEmpty() ? capable : here;
        }
        return capable.size() == 1 ? new Found.One(capable.get(0)) : new Found.Several(capable);
    }

    /** Devices that can report or do {@code any} of the capabilities. */
    public static Predicate<Device> withAny(Set<Capability> any) {
        return d -> d.capabilities().stream().anyMatch(any::contains);
    }

    private static String stripLeadingArticle(String words) {
        return Names.normalise(words).replaceFirst("^(?:the|a|o|os|as|my) ", "");
    }

    static Set<String> tokens(String text) {
        return Arrays.stream(Names.normalise(text).split("[\\s\\-_/]+"))
                .filter(w -> !w.isEmpty() && !FILLER.contains(w))
                .map(DeviceFinder::canonical)
                .collect(Collectors.toSet());
    }

    private static String canonical(String word) {
        String w = CANONICAL.getOrDefault(word, word);
        if (w.length() > 4 && w.endsWith("s") && !w.endsWith("ss")) {
            w = w.substring(0, w.length() - 1);
        }
        return CANONICAL.getOrDefault(w, w);
    }

    private static Set<String> deviceTokens(Device d) {
        Set<String> all = new HashSet<>(tokens(d.name()));
        d.aliases().forEach(a -> all.addAll(tokens(a)));
        all.addAll(tokens(d.room()));
        all.add(d.id().value());
        return all;
    }
}
