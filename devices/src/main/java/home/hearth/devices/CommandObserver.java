package home.hearth.devices;

/** Told about every command that was sent to a device (confirmed or not); must not block or throw. */
@FunctionalInterface
public interface CommandObserver {
    CommandObserver NONE = (device, command, result) -> {};

    void sent(Device device, Command command, CommandResult result);
}
