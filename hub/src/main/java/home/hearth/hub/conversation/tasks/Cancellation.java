package home.hearth.hub.conversation.tasks;

/** What a request to cancel a task came to. */
public sealed interface Cancellation {
    /** It was queued or running and is now cancelled; the remaining steps will not be done. */
    record Cancelled(Task task) implements Cancellation {}

    /** It had already ended; nothing changed. */
    record AlreadyFinished(Task task) implements Cancellation {}

    /** No such task of this member (another member's task is not found either). */
    record NotFound() implements Cancellation {}
}
