package home.hearth.hub.conversation.tasks;

import java.util.Objects;
import java.util.Set;

/**
 * What became of one step.
 *
 * @param outcome {@code confirmed} (the device reported the change), {@code sent} (no report yet),
 *     {@code refused} (a rule said no, or the device cannot), {@code failed} (no answer, broker down),
 *     {@code waited} (a wait step ran its time)
 * @param message what the hub would have said about it, in the task's language
 */
public record StepOutcome(String outcome, String message) {
    public static final Set<String> OUTCOMES = Set.of("confirmed", "sent", "refused", "failed", "waited");

    public StepOutcome {
        if (!OUTCOMES.contains(outcome)) {
            throw new IllegalArgumentException("a step outcome must be one of " + OUTCOMES + ", got: " + outcome);
        }
        Objects.requireNonNull(message, "message");
    }

    /** Whether the step did what it was for. */
    public boolean succeeded() {
        return !outcome.equals("refused") && !outcome.equals("failed");
    }
}
