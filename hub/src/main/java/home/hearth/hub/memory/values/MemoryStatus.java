package home.hearth.hub.memory.values;

import java.util.Locale;

/** Where a memory is in its life; only ACTIVE memories are in the search index. */
public enum MemoryStatus {
    ACTIVE,
    PENDING,
    SUPERSEDED,
    EXPIRED,
    DELETED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MemoryStatus parse(String text) {
        for (MemoryStatus s : values()) {
            if (s.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException(
                "status must be active, pending, superseded, expired or deleted, got: " + text);
    }
}
