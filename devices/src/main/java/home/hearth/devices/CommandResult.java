package home.hearth.devices;

import home.hearth.policies.devices.ActionDecision;
import java.time.Instant;

/** What became of a command. Every alternative carries a sentence the hub can say. */
public sealed interface CommandResult {
    String message();

    /** The device reported the new state within the deadline. */
    record Confirmed(Device device, DeviceState state, Instant at) implements CommandResult {
        public String message() {
            return "done: the " + Names.normalise(device.name()) + " confirmed";
        }
    }

    /**
     * Sent, but the device did not report the new state within the deadline. {@code connectionLost}: the hub lost its
     * connection to the broker while it waited, so the device may never have had the command (the client's queue does
     * not outlive a lost connection) and its confirmation could not have come.
     */
    record Unconfirmed(Device device, boolean connectionLost) implements CommandResult {
        public Unconfirmed(Device device) {
            this(device, false);
        }

        public String message() {
            return connectionLost
                    ? "the command was sent, but the hub lost its connection to the device network before the "
                            + Names.normalise(device.name()) + " confirmed it, so it may not have arrived"
                    : "the command was sent, but the " + Names.normalise(device.name()) + " did not confirm it";
        }
    }

    /** The device-action rules said no, or want a confirmation or the speaker's name first. */
    record Refused(Device device, ActionDecision decision) implements CommandResult {
        public String message() {
            return decision.reason();
        }
    }

    /** The device has no capability that takes this command. */
    record Unsupported(Device device, Command command) implements CommandResult {
        public String message() {
            return "the " + Names.normalise(device.name()) + " cannot do " + command.kind().wireName();
        }
    }

    /** The hub is not connected to the MQTT broker; nothing was sent. */
    record Unreachable(Device device) implements CommandResult {
        public String message() {
            return "the hub cannot reach the device network right now; nothing was sent to the "
                    + Names.normalise(device.name());
        }
    }

    /** No such device in the inventory. */
    record UnknownDevice(String asked) implements CommandResult {
        public String message() {
            return "there is no device called '" + asked + "'";
        }
    }
}
