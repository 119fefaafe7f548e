package home.hearth.policies.access;

import java.util.Locale;

/** Whether a memory may be seen beyond its owner (or beyond the member it is about). */
public enum ConsentState {
    /** Nobody else's consent is involved (a private memory, or about nobody else). */
    NOT_NEEDED,
    GRANTED,
    /** Asked, not yet answered: invisible to others meanwhile. */
    PENDING,
    /** Taken back: invisible to others from now on. */
    WITHDRAWN;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether others may see the memory in this state. */
    public boolean permitsOthers() {
        return this == NOT_NEEDED || this == GRANTED;
    }

    public static ConsentState parse(String text) {
        for (ConsentState s : values()) {
            if (s.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("consent must be not_needed, granted, pending or withdrawn, got: " + text);
    }
}
