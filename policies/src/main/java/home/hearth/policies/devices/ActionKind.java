package home.hearth.policies.devices;

import java.util.Locale;

/** What a command or query does to a device, as the device-action rules see it. */
public enum ActionKind {
    READ_STATE,
    SWITCH,
    DIM,
    SET_TEMPERATURE,
    LOCK,
    UNLOCK,
    ARM_ALARM,
    DISARM_ALARM,
    DIAGNOSTICS;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
