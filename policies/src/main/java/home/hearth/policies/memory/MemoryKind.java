package home.hearth.policies.memory;

import java.util.Locale;

/** The four kinds of memory (hub/src/main/java/home/hearth/hub/memory/README.md, "What is where"). */
public enum MemoryKind {
    /** A typed fact with a unit: {@code preferred_temperature_night = 22 °C}. */
    STRUCTURED,
    /** An event with when and provenance: "on 12 July, E105 was fixed by cleaning the filter". */
    EPISODIC,
    /** Model-written, always marked as such, linked to its evidence. */
    SUMMARY,
    /** Short-lived memory of a session or task. */
    WORKING;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MemoryKind parse(String text) {
        for (MemoryKind k : values()) {
            if (k.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return k;
            }
        }
        throw new IllegalArgumentException("kind must be structured, episodic, summary or working, got: " + text);
    }
}
