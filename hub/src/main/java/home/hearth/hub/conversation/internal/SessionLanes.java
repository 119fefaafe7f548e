package home.hearth.hub.conversation.internal;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/** Runs the turns of one session one after another, and turns of different sessions in parallel. */
public final class SessionLanes {
    private final Executor executor;
    private final Map<String, CompletableFuture<Void>> tails = new ConcurrentHashMap<>();

    public SessionLanes(Executor executor) {
        this.executor = executor;
    }

    public void run(String session, Runnable task) {
        CompletableFuture<Void> next = tails.compute(session, (k, tail) ->
                (tail == null ? CompletableFuture.<Void>completedFuture(null) : tail).thenRunAsync(task, executor));
        next.whenComplete((v, e) -> tails.remove(session, next));
    }
}
