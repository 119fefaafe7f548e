package home.hearth.devices;

import home.hearth.policies.devices.ActionKind;
import java.util.Map;
import java.util.Set;

/**
 * Something to make a device do. Each command knows its zigbee2mqtt {@code /set} payload, the
 * capabilities that accept it, the {@link ActionKind} the device-action rules judge, and which
 * reported state confirms it.
 */
public sealed interface Command {
    /** The JSON object published on {@code <base>/<name>/set}. */
    Map<String, Object> payload();

    /** Capabilities of which the device needs at least one. */
    Set<Capability> accepts();

    ActionKind kind();

    /** Whether a state the device reported shows the command took effect. */
    boolean confirmedBy(DeviceState state);

    /** Turn on or off (switch, dimmer, plug). */
    record SwitchTo(boolean on) implements Command {
        public Map<String, Object> payload() {
            return Map.of("state", on ? "ON" : "OFF");
        }

        public Set<Capability> accepts() {
            return Set.of(Capability.SWITCH, Capability.DIMMER, Capability.PLUG);
        }

        public ActionKind kind() {
            return ActionKind.SWITCH;
        }

        public boolean confirmedBy(DeviceState state) {
            return state.flag("on").map(v -> v == on).orElse(false);
        }
    }

    /** Set brightness 0–254 (zigbee2mqtt's scale). */
    record DimTo(int brightness) implements Command {
        public DimTo {
            if (brightness < 0 || brightness > 254) {
                throw new IllegalArgumentException("brightness must be 0–254, got: " + brightness);
            }
        }

        public Map<String, Object> payload() {
            return Map.of("brightness", brightness);
        }

        public Set<Capability> accepts() {
            return Set.of(Capability.DIMMER);
        }

        public ActionKind kind() {
            return ActionKind.DIM;
        }

        public boolean confirmedBy(DeviceState state) {
            return state.number("brightness").map(v -> v.intValue() == brightness).orElse(false);
        }
    }

    /** Set a thermostat's heating set point, 5–35 °C in steps of 0.5. */
    record SetTemperature(double celsius) implements Command {
        public SetTemperature {
            if (!(celsius >= 5 && celsius <= 35) || celsius * 2 != Math.rint(celsius * 2)) {
                throw new IllegalArgumentException("set point must be 5–35 °C in steps of 0.5, got: " + celsius);
            }
        }

        public Map<String, Object> payload() {
            return Map.of("current_heating_setpoint", celsius);
        }

        public Set<Capability> accepts() {
            return Set.of(Capability.THERMOSTAT);
        }

        public ActionKind kind() {
            return ActionKind.SET_TEMPERATURE;
        }

        public boolean confirmedBy(DeviceState state) {
            return state.number("set_point").map(v -> Math.abs(v - celsius) < 0.05).orElse(false);
        }
    }

    /** Lock or unlock. */
    record LockTo(boolean locked) implements Command {
        public Map<String, Object> payload() {
            return Map.of("state", locked ? "LOCK" : "UNLOCK");
        }

        public Set<Capability> accepts() {
            return Set.of(Capability.LOCK);
        }

        public ActionKind kind() {
            return locked ? ActionKind.LOCK : ActionKind.UNLOCK;
        }

        public boolean confirmedBy(DeviceState state) {
            return state.flag("locked").map(v -> v == locked).orElse(false);
        }
    }
}
