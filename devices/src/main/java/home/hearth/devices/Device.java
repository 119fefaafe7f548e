package home.hearth.devices;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A device in the household inventory (the physical thing, not its state: state is always
 * asked for live).
 *
 * @param id stable inventory id
 * @param name what people call it ("Front door lock")
 * @param room room id such as {@code hall} (1–64 of [a-z0-9_-]), empty when it has none
 * @param capabilities what it can report or do, at least one
 * @param topic where it lives on MQTT
 * @param aliases household aliases ("the front door"); a member's own alias is that member's memory
 */
public record Device(
        DeviceId id, String name, String room, Set<Capability> capabilities, DeviceTopic topic, List<String> aliases) {
    private static final Pattern ROOM = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");

    public Device {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(topic, "topic");
        if (name == null || name.isBlank() || name.length() > 100) {
            throw new IllegalArgumentException("device name must be 1–100 characters, got: '" + name + "'");
        }
        room = room == null ? "" : room;
        if (!room.isEmpty() && !ROOM.matcher(room).matches()) {
            throw new IllegalArgumentException("room must be 1–64 of [a-z0-9_-] or empty, got: '" + room + "'");
        }
        if (capabilities == null || capabilities.isEmpty()) {
            throw new IllegalArgumentException("device " + id + " needs at least one capability");
        }
        capabilities = Set.copyOf(EnumSet.copyOf(capabilities));
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        for (String a : aliases) {
            if (Names.normalise(a).isEmpty()) {
                throw new IllegalArgumentException("device " + id + " has an empty alias");
            }
        }
    }

    public boolean can(Capability capability) {
        return capabilities.contains(capability);
    }

    public Device withAliases(List<String> newAliases) {
        return new Device(id, name, room, capabilities, topic, newAliases);
    }

    public Device withCapabilities(Set<Capability> newCapabilities) {
        return new Device(id, name, room, newCapabilities, topic, aliases);
    }
}
