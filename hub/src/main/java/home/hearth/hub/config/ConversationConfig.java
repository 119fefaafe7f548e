package home.hearth.hub.config;

import java.time.Duration;
import java.time.LocalTime;
import java.util.Objects;

/**
 * How the conversation learns from what was said.
 *
 * @param extractionBatch how many buffered messages (the member's and Hearth's) make a batch worth
 *     sending to the model for memory extraction ({@code conversation.extraction-batch}, default 6)
 * @param extractionInterval at least this long between two batch runs ({@code conversation.extraction-interval},
 *     default 3m); a session's end runs its batch regardless
 * @param sessionIdle a session with no turn for this long has ended: its buffered messages are
 *     extracted and its member's profile consolidated ({@code conversation.session-idle}, default 10m)
 * @param nightlyAt when, in household time, the profiles of everyone heard since the night before
 *     are consolidated ({@code conversation.nightly-at}, default 03:30)
 * @param tasksRunning how many background tasks (multi-step requests) run at once; the rest wait
 *     queued ({@code conversation.tasks-running}, default 2: a Pi's cores serve turns first)
 */
public record ConversationConfig(int extractionBatch, Duration extractionInterval, Duration sessionIdle, LocalTime nightlyAt,
        int tasksRunning) {
    public ConversationConfig {
        Objects.requireNonNull(extractionInterval, "extractionInterval");
        Objects.requireNonNull(sessionIdle, "sessionIdle");
        Objects.requireNonNull(nightlyAt, "nightlyAt");
        if (extractionBatch < 1) {
            throw new IllegalArgumentException("extractionBatch must be at least 1, got: " + extractionBatch);
        }
        if (tasksRunning < 1) {
            throw new IllegalArgumentException("tasksRunning must be at least 1, got: " + tasksRunning);
        }
    }

    public static final ConversationConfig DEFAULTS = new ConversationConfig(6, Duration.ofMinutes(3), Duration.ofMinutes(10),
            LocalTime.of(3, 30), 2);
}
