package home.hearth.policies.devices;

/** How an action kind reads in a sentence ("unlock doors", "disarm the alarm"). */
final class ActionWords {
    private ActionWords() {}

    static String phrase(ActionKind kind) {
        return switch (kind) {
            case READ_STATE -> "check how devices are";
            case SWITCH -> "switch devices on and off";
            case DIM -> "dim lights";
            case SET_TEMPERATURE -> "set the temperature";
            case LOCK -> "lock doors";
            case UNLOCK -> "unlock doors";
            case ARM_ALARM -> "arm the alarm";
            case DISARM_ALARM -> "disarm the alarm";
            case DIAGNOSTICS -> "run diagnostics";
        };
    }

    /** "unlock front-door-lock", "set the temperature of hall-thermostat". */
    static String onDevice(ActionKind kind, String deviceId) {
        return switch (kind) {
            case READ_STATE -> "check " + deviceId;
            case SWITCH -> "switch " + deviceId;
            case DIM -> "dim " + deviceId;
            case SET_TEMPERATURE -> "set the temperature of " + deviceId;
            case LOCK -> "lock " + deviceId;
            case UNLOCK -> "unlock " + deviceId;
            case ARM_ALARM -> "arm " + deviceId;
            case DISARM_ALARM -> "disarm " + deviceId;
            case DIAGNOSTICS -> "run diagnostics on " + deviceId;
        };
    }
}
