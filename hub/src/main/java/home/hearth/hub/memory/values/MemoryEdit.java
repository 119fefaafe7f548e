package home.hearth.hub.memory.values;

import home.hearth.hub.memory.search.Validity;
import java.util.Objects;
import java.util.Optional;

/**
 * A change to a memory; empty fields stay as they are. Every edit writes a version.
 *
 * @param text new text (episodic, summary, working)
 * @param value new value of a structured memory, with {@code unit}
 * @param why the page action or message id that caused the edit
 */
public record MemoryEdit(
        Optional<String> text, Optional<String> value, Optional<String> unit, Optional<Validity> validity,
        Optional<Double> importance, String why) {
    public MemoryEdit {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(validity, "validity");
        Objects.requireNonNull(importance, "importance");
        why = why == null ? "" : why;
        if (text.isEmpty() && value.isEmpty() && unit.isEmpty() && validity.isEmpty() && importance.isEmpty()) {
            throw new IllegalArgumentException("an edit must change at least one of text, value, unit, validity, importance");
        }
        importance.ifPresent(i -> {
            if (!(i >= 0 && i <= 1)) {
                throw new IllegalArgumentException("importance must be between 0 and 1, got: " + i);
            }
        });
    }
}
