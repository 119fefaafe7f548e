package home.hearth.devices.simulator;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The demo household of the default run: two lamps (one dimmable), a thermostat, a front door
 * lock with its contact sensor, a motion sensor and a coffee plug, all on the simulator.
 */
public final class DemoHousehold {
    private DemoHousehold() {}

    /** The inventory entries, on {@code <base>/<name>}. */
    public static List<Device> devices(String base) {
        return List.of(
                device("living-room-lamp", "Living room lamp", "living-room", Set.of(Capability.DIMMER), base,
                        "living_room_lamp", List.of("the big lamp")),
                device("kitchen-light", "Kitchen light", "kitchen", Set.of(Capability.SWITCH), base, "kitchen_light",
                        List.of("kitchen lights")),
                device("bedroom-thermostat", "Bedroom thermostat", "bedroom", Set.of(Capability.THERMOSTAT), base,
                        "bedroom_thermostat", List.of("bedroom heating")),
                device("front-door-lock", "Front door lock", "hall", Set.of(Capability.LOCK), base, "front_door_lock",
                        List.of("the front door")),
                device("front-door-contact", "Front door contact", "hall", Set.of(Capability.CONTACT), base,
                        "front_door_contact", List.of()),
                device("hall-motion", "Hall motion sensor", "hall", Set.of(Capability.MOTION, Capability.TEMPERATURE),
                        base, "hall_motion", List.of()),
                device("coffee-plug", "Coffee machine plug", "kitchen", Set.of(Capability.PLUG), base, "coffee_plug",
                        List.of("coffee machine")));
    }

    /** The matching simulated devices, in plausible starting states. */
    public static List<SimulatedDevice> simulated() {
        return List.of(
                new SimulatedDevice("living_room_lamp", Map.of("state", "OFF", "brightness", 120)),
                new SimulatedDevice("kitchen_light", Map.of("state", "OFF")),
                new SimulatedDevice("bedroom_thermostat", Map.of("current_heating_setpoint", 20.0,
                        "local_temperature", 19.5)),
                new SimulatedDevice("front_door_lock", Map.of("state", "LOCK", "lock_state", "locked")),
                new SimulatedDevice("front_door_contact", Map.of("contact", true)),
                new SimulatedDevice("hall_motion", Map.of("occupancy", false, "temperature", 20.5)),
                new SimulatedDevice("coffee_plug", Map.of("state", "OFF", "power", 0.0)));
    }

    private static Device device(String id, String name, String room, Set<Capability> caps, String base, String topicName,
            List<String> aliases) {
        return new Device(DeviceId.of(id), name, room, caps, new DeviceTopic(base, topicName), aliases);
    }
}
