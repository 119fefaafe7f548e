package home.hearth.hub.conversation.tasks;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a task is: its state, what each step done so far came to (in order), and the closing
 * sentence once it finished.
 */
public record TaskProgress(TaskState state, List<StepOutcome> outcomes, Optional<String> result) {
    public TaskProgress {
        Objects.requireNonNull(state, "state");
        outcomes = List.copyOf(outcomes);
        Objects.requireNonNull(result, "result");
    }
}
