package home.hearth.hub.conversation.tasks;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** When a task was made, started and finished. */
public record TaskTimes(Instant createdAt, Optional<Instant> startedAt, Optional<Instant> finishedAt) {
    public TaskTimes {
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(finishedAt, "finishedAt");
    }
}
