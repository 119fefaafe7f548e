package home.hearth.hub.conversation.tasks;

import home.hearth.devices.Command;
import home.hearth.devices.DeviceId;
import java.time.Duration;
import java.util.Objects;

/**
 * One step of a task: a command to one device (through the same device-action rules and MQTT path
 * as a single command), or a wait. {@code description} is what a person reads ("turn off the
 * kitchen light"); it is member content, sealed at rest.
 */
public sealed interface TaskStep {
    /** The longest wait a step may hold (a longer delay is a timer or reminder, not a task). */
    Duration MAX_WAIT = Duration.ofHours(1);

    String description();

    record DeviceAction(DeviceId device, Command command, String description) implements TaskStep {
        public DeviceAction {
            Objects.requireNonNull(device, "device");
            Objects.requireNonNull(command, "command");
            description = Task.text(description, "a step's description", 200);
        }
    }

    record Wait(Duration length, String description) implements TaskStep {
        public Wait {
            Objects.requireNonNull(length, "length");
            if (length.isNegative() || length.isZero() || length.compareTo(MAX_WAIT) > 0) {
                throw new IllegalArgumentException("a wait must be more than 0 s and at most 1 hour, got: " + length);
            }
            description = Task.text(description, "a step's description", 200);
        }
    }
}
