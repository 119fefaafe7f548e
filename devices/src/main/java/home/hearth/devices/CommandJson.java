package home.hearth.devices;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reads a {@link Command} from the JSON both doors use (REST and the MQTT automations API):
 * {@code {"command": "switch"|"dim"|"set_temperature"|"lock", "value": …}}. Bad input is an
 * {@link IllegalArgumentException} that names the field and the expected form.
 */
public final class CommandJson {
    private CommandJson() {}

    public static Command parse(JsonNode body) {
        JsonNode nameNode = body.get("command");
        if (nameNode == null || !nameNode.isTextual()) {
            throw new IllegalArgumentException("'command' must be one of switch, dim, set_temperature, lock");
        }
        String name = nameNode.asText().trim();
        JsonNode v = body.get("value");
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("'value' is required");
        }
        return switch (name) {
            case "switch" -> new Command.SwitchTo(bool(v));
            case "lock" -> new Command.LockTo(bool(v));
            case "dim" -> new Command.DimTo(brightness(v));
            case "set_temperature" -> new Command.SetTemperature(v.isNumber() ? v.asDouble() : Double.NaN);
            default -> throw new IllegalArgumentException(
                    "'command' must be one of switch, dim, set_temperature, lock, got: " + name);
        };
    }

    /** A whole number 0–254; anything else is refused naming what was sent (never a made-up -1). */
    private static int brightness(JsonNode v) {
        if (v.isIntegralNumber() && v.canConvertToInt()) {
            return v.asInt();
        }
        String got = v.isNumber() && !Double.isFinite(v.asDouble()) ? "a number too large to read" : v.toString();
        throw new IllegalArgumentException("'value' for dim must be a whole number 0–254, got: " + got);
    }

    private static boolean bool(JsonNode v) {
        if (!v.isBoolean()) {
            throw new IllegalArgumentException("'value' must be true or false for this command");
        }
        return v.asBoolean();
    }
}
