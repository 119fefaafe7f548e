package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Intent;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A tool's result kept in its session so a follow-up can reuse it: which tool, its arguments, what
 * it found, its domain, when it was observed and until when it may be repeated without a new
 * reading. Device readings go stale fast: {@link #DEVICE_READING} after the reading.
 *
 * @param question the state question that produced it, asked again on "check again"
 */
public record ToolEvidence(String tool, Intent.StateQuestion question, String result, String domain, Instant observedAt,
        Instant expiresAt) {
    public static final Duration DEVICE_READING = Duration.ofMinutes(2);

    public ToolEvidence {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(domain, "domain");
        if (!expiresAt.isAfter(observedAt)) {
            throw new IllegalArgumentException("evidence must expire after it was observed, got: " + observedAt + " → " + expiresAt);
        }
    }

    /** A live device reading, valid for {@link #DEVICE_READING}. */
    public static ToolEvidence deviceReading(Intent.StateQuestion question, String result, Instant at) {
        return new ToolEvidence(ToolCatalog.DEVICE_STATE, question, result, "devices", at, at.plus(DEVICE_READING));
    }

    public String arguments() {
        return "{\"device\":\"" + question.target().replace("\\", "\\\\").replace("\"", "\\\"") + "\"}";
    }

    public boolean validAt(Instant now) {
        return now.isBefore(expiresAt);
    }
}
