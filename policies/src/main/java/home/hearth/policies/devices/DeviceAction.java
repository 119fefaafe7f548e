package home.hearth.policies.devices;

import java.util.Objects;

/**
 * A request to act on a device.
 *
 * @param deviceId the inventory id ({@code front-door-lock})
 * @param room the device's room id ({@code hall}), empty when it has none
 * @param kind what would happen
 */
public record DeviceAction(String deviceId, String room, ActionKind kind) {
    public DeviceAction {
        Objects.requireNonNull(deviceId, "deviceId");
        room = room == null ? "" : room;
        Objects.requireNonNull(kind, "kind");
    }
}
