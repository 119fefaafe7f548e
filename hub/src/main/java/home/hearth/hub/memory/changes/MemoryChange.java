package home.hearth.hub.memory.changes;

import home.hearth.policies.memory.MemoryKind;
import java.util.Locale;
import java.util.Objects;

/**
 * A committed change to one memory, as listeners hear of it: its id, its kind (known to the
 * write that made the change, a deletion included) and what happened — never its content.
 */
public record MemoryChange(String id, MemoryKind kind, Change change) {
    public MemoryChange {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(change, "change");
    }

    /** What happened to the memory. */
    public enum Change {
        CREATED, REINFORCED, SUPERSEDED, UPDATED, CONSENT_CHANGED, DELETED, EXPIRED;

        /** The word automations see ({@code created}, {@code consent_changed}, …). */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
