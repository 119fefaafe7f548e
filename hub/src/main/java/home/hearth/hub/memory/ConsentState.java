package home.hearth.hub.memory;

import java.util.Locale;

/** Whether a memory may be shown to others than its owner in its scope. */
public enum ConsentState {
    /** Private to its owner, or the policy asks for no consent. */
    NOT_NEEDED,
    /** The member whose consent counts said yes. */
    GRANTED,
    /** Waiting for that member's answer: not visible to others yet. */
    PENDING,
    /** They said no, or took back their yes. */
    WITHDRAWN;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean permitsSharing() {
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
