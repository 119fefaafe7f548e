package home.hearth.devices;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a device can report or do, and how its zigbee2mqtt JSON state reads. {@link #read} turns
 * a state payload into typed, normalised values under stable keys:
 *
 * <ul>
 *   <li>{@code switch}, {@code plug}: {@code on} (Boolean, from {@code state: ON/OFF}); a plug adds
 *       {@code power} (Double, watts)
 *   <li>{@code dimmer}: {@code on} and {@code brightness} (Integer 0–254)
 *   <li>{@code thermostat}: {@code set_point} ({@code current_heating_setpoint}) and
 *       {@code local_temperature} (Double, °C)
 *   <li>{@code lock}: {@code locked} (Boolean, from {@code lock_state}, else {@code state: LOCK/UNLOCK})
 *   <li>{@code contact}: {@code contact} (Boolean, true = closed); {@code motion}: {@code occupancy};
 *       {@code temperature}: {@code temperature} (Double, °C)
 * </ul>
 * Fields absent or of the wrong type are left out, never guessed.
 */
public enum Capability {
    SWITCH,
    DIMMER,
    THERMOSTAT,
    LOCK,
    CONTACT,
    MOTION,
    TEMPERATURE,
    PLUG;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code switch}, {@code Lock}, … and names the accepted values when it cannot. */
    public static Capability parse(String text) {
        for (Capability c : values()) {
            if (c.wireName().equals(text == null ? "" : text.trim().toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException(
                "capability must be one of switch, dimmer, thermostat, lock, contact, motion, temperature, plug, got: "
                        + text);
    }

    /** The values this capability finds in a zigbee2mqtt state payload (possibly none). */
    public Map<String, Object> read(JsonNode payload) {
        Map<String, Object> out = new LinkedHashMap<>();
        switch (this) {
            case SWITCH -> onOff(payload, out);
            case DIMMER -> {
                onOff(payload, out);
                integer(payload, "brightness", "brightness", out);
            }
            case PLUG -> {
                onOff(payload, out);
                number(payload, "power", "power", out);
            }
            case THERMOSTAT -> {
                number(payload, "current_heating_setpoint", "set_point", out);
                number(payload, "local_temperature", "local_temperature", out);
            }
            case LOCK -> locked(payload, out);
            case CONTACT -> bool(payload, "contact", "contact", out);
            case MOTION -> bool(payload, "occupancy", "occupancy", out);
            case TEMPERATURE -> number(payload, "temperature", "temperature", out);
        }
        return out;
    }

    private static void onOff(JsonNode p, Map<String, Object> out) {
        JsonNode s = p.get("state");
        if (s != null && s.isTextual() && (s.asText().equalsIgnoreCase("ON") || s.asText().equalsIgnoreCase("OFF"))) {
            out.put("on", s.asText().equalsIgnoreCase("ON"));
        }
    }

    private static void locked(JsonNode p, Map<String, Object> out) {
        JsonNode ls = p.get("lock_state");
        if (ls != null && ls.isTextual() && (ls.asText().equals("locked") || ls.asText().equals("unlocked"))) {
            out.put("locked", ls.asText().equals("locked"));
            return;
        }
        JsonNode s = p.get("state");
        if (s != null && s.isTextual() && (s.asText().equals("LOCK") || s.asText().equals("UNLOCK"))) {
            out.put("locked", s.asText().equals("LOCK"));
        }
    }

    private static void bool(JsonNode p, String field, String key, Map<String, Object> out) {
        JsonNode v = p.get(field);
        if (v != null && v.isBoolean()) {
            out.put(key, v.asBoolean());
        }
    }

    private static void number(JsonNode p, String field, String key, Map<String, Object> out) {
        JsonNode v = p.get(field);
        if (v != null && v.isNumber()) {
            out.put(key, v.asDouble());
        }
    }

    private static void integer(JsonNode p, String field, String key, Map<String, Object> out) {
        JsonNode v = p.get(field);
        if (v != null && v.isNumber()) {
            out.put(key, v.asInt());
        }
    }
}
