package home.hearth.devices;

import home.hearth.policies.devices.ActionDecision;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The answer to "what is this device's state now?". Expected trouble is a value, not an
 * exception; every alternative carries a sentence the hub can say.
 */
public sealed interface DeviceReading {
    String message();

    /** The device answered within the deadline. */
    record Fresh(Device device, DeviceState state, Instant at) implements DeviceReading {
        public String message() {
            return device.name() + " answered";
        }
    }

    /**
     * The device did not answer within the deadline. {@code lastReport} is present only when the
     * caller asked for it, and is labelled as old.
     */
    record NoAnswer(Device device, Optional<OldReport> lastReport) implements DeviceReading {
        public String message() {
            return "the " + Names.normalise(device.name()) + " did not answer";
        }
    }

    /** The hub is not connected to the MQTT broker, or lost its connection while it waited for the answer. */
    record Unreachable(Device device) implements DeviceReading {
        public String message() {
            return "the hub cannot reach the device network right now, so it could not ask the "
                    + Names.normalise(device.name());
        }
    }

    /** The device-action rules do not let this requester read the device. */
    record Refused(Device device, ActionDecision decision) implements DeviceReading {
        public String message() {
            return decision.reason();
        }
    }

    /** No such device in the inventory. */
    record UnknownDevice(String asked) implements DeviceReading {
        public String message() {
            return "there is no device called '" + asked + "'";
        }
    }

    /**
     * The last state a device reported before, never to be presented as current.
     *
     * @param age how long before the question it was reported
     */
    record OldReport(DeviceState state, Instant at, Duration age) {
        public String label() {
            return "old report from " + age.toSeconds() + " s ago";
        }
    }
}
