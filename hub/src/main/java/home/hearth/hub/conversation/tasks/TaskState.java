package home.hearth.hub.conversation.tasks;

import java.util.Locale;

/** Where a task is in its life; the last four are final. */
public enum TaskState {
    /** Waiting for a free runner (at most {@code conversation.tasks-running} run at once). */
    QUEUED,
    RUNNING,
    /** Every step was tried (some may have been refused: the result says which). */
    DONE,
    /** No device step could be done, or the task broke. */
    FAILED,
    /** Its member cancelled it; the remaining steps were not done. */
    CANCELLED,
    /** The hub stopped while it was queued or running; it is never resumed (the house may have changed). */
    INTERRUPTED;

    public boolean finished() {
        return this != QUEUED && this != RUNNING;
    }

    /** The stored and JSON name: {@code queued}, {@code running}, … */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TaskState parse(String wire) {
        return valueOf(wire.toUpperCase(Locale.ROOT));
    }
}
