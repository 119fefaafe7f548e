package home.hearth.hub.conversation.tasks;

import home.hearth.policies.MemberId;
import java.util.Objects;
import java.util.Optional;

/**
 * A background task of one member: its plan, where it is, and when.
 *
 * @param room where it was asked for, and where its end is announced (empty: a typed turn with no room)
 */
public record Task(String id, MemberId member, Optional<String> room, TaskPlan plan, TaskProgress progress,
        TaskTimes times) {
    public Task {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(times, "times");
    }

    public TaskState state() {
        return progress.state();
    }

    public int stepsDone() {
        return progress.outcomes().size();
    }

    public int stepsTotal() {
        return plan.steps().size();
    }

    /** A required text of 1–{@code max} characters once stripped. */
    static String text(String value, String what, int max) {
        if (value == null || value.isBlank() || value.strip().length() > max) {
            throw new IllegalArgumentException(what + " must be 1–" + max + " characters, got: "
                    + (value == null ? "nothing" : value.strip().length() + " characters"));
        }
        return value.strip();
    }
}
