package home.hearth.policies.memory;

import java.util.Locale;

/** Where a memory came from. */
public enum MemorySource {
    /** Created by its owner on a page or through the API. */
    EXPLICIT,
    /** A "remember that…" the owner confirmed with a yes. */
    CONFIRMED,
    /** Extracted from conversation by the hub. */
    INFERRED,
    /** Written from a tool's result (with evidence). */
    TOOL,
    /** Imported from a file. */
    IMPORT;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MemorySource parse(String text) {
        for (MemorySource s : values()) {
            if (s.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException(
                "source must be explicit, confirmed, inferred, tool or import, got: " + text);
    }
}
