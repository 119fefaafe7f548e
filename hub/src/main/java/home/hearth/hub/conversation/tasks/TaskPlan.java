package home.hearth.hub.conversation.tasks;

import home.hearth.hub.conversation.intents.Language;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What a task is to do: its kind, a title a person reads, the language it answers in, and its
 * steps in order (1–{@link #MAX_STEPS}).
 */
public record TaskPlan(Kind kind, String title, Language language, List<TaskStep> steps) {
    public static final int MAX_STEPS = 20;

    public TaskPlan {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(language, "language");
        title = Task.text(title, "a task's title", 120);
        steps = List.copyOf(steps);
        if (steps.isEmpty() || steps.size() > MAX_STEPS) {
            throw new IllegalArgumentException("a task has 1–" + MAX_STEPS + " steps, got: " + steps.size());
        }
    }

    /** {@code lights}: every light switched on or off; {@code sequence}: steps a language model asked for. */
    public enum Kind {
        LIGHTS,
        SEQUENCE;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
