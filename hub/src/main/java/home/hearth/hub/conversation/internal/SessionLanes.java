package home.hearth.hub.conversation.internal;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Runs the turns of one session one after another, and turns of different sessions in parallel. */
public final class SessionLanes {
    private static final Logger LOG = LoggerFactory.getLogger(SessionLanes.class);
    private final Executor executor;
    private final Map<String, CompletableFuture<Void>> tails = new ConcurrentHashMap<>();

    public SessionLanes(Executor executor) {
        this.executor = executor;
    }

    /**
     * Runs {@code task} after the session's earlier turns, whether they succeeded or not: a turn that failed (its own
     * handling catches what it expects; an Error such as a stack overflow it does not) once made every turn queued
     * behind it in its session be skipped without a word, their callers waiting for an end that never came.
     */
    public void run(String session, Runnable task) {
        CompletableFuture<Void> next = tails.compute(session, (k, tail) ->
                (tail == null ? CompletableFuture.<Void>completedFuture(null) : tail.exceptionally(failed -> null))
                        .thenRunAsync(task, executor));
        next.whenComplete((v, e) -> {
            tails.remove(session, next);
            if (e != null) { // the class only: a message could quote the turn
                Throwable cause = e instanceof CompletionException c && c.getCause() != null ? c.getCause() : e;
                LOG.error("A turn of session {} failed: {}", session, cause.getClass().getName());
            }
        });
    }
}
