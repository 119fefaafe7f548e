package home.hearth.hub.conversation.internal;

import home.hearth.devices.Command;
import home.hearth.devices.Device;
import home.hearth.hub.conversation.intents.Language;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A yes/no question the hub asked in a session's last turn, answered by the member's next turn
 * ("yes", "sim", "no", "no, don't", "não, não faças"). A yes with more words ("yes, unlock it", "yes, remember that")
 * answers it only when it restates the very action; otherwise the question is asked again. Any other next turn drops
 * it; so does time.
 */
public sealed interface Pending {
    /** How long a question stays open. */
    Duration OPEN_FOR = Duration.ofMinutes(2);

    Instant askedAt();

    Language language();

    default boolean expired(Instant now) {
        return askedAt().plus(OPEN_FOR).isBefore(now);
    }

    /** "Are you sure you want me to unlock the front door lock?" */
    record DeviceAction(Device device, Command command, Language language, Instant askedAt) implements Pending {
        public DeviceAction {
            Objects.requireNonNull(device, "device");
            Objects.requireNonNull(command, "command");
        }
    }

    /** The entry gate's question about a memory write (confirmation or consent), kept as a pending write. */
    record MemoryWrite(String pendingId, Language language, Instant askedAt) implements Pending {
        public MemoryWrite {
            Objects.requireNonNull(pendingId, "pendingId");
        }
    }

    /** "Shall I forget …?" for one of the member's own memories. */
    record ForgetOne(String memoryId, Language language, Instant askedAt) implements Pending {
        public ForgetOne {
            Objects.requireNonNull(memoryId, "memoryId");
        }
    }

    /** "Shall I forget everything you told me?" */
    record ForgetAll(Language language, Instant askedAt) implements Pending {}
}
