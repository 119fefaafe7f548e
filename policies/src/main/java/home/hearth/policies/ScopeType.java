package home.hearth.policies;

import java.util.Locale;

/** Where a memory belongs. */
public enum ScopeType {
    USER,
    HOUSEHOLD,
    ROOM,
    DEVICE,
    TASK;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the scope needs an id after the colon ({@code room:kitchen}). */
    public boolean needsId() {
        return this == ROOM || this == DEVICE || this == TASK;
    }
}
