package home.hearth.hub.lifecycle;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A start step that runs on its own named thread ({@code hearth-start-<name>}) while the start goes
 * on with the steps that do not need it: the embedding and speaker models load while the database
 * opens, migrates and the devices connect. {@link #result} waits for it where the sequential start
 * used it, and throws what the step threw, unchanged: a failed step still stops the start with its
 * own message, and an earlier failure (a wrong database key) still wins. Closing it (at stop, or
 * when the start failed elsewhere) hands what the step made to {@code undo}, now or when the step
 * ends, without waiting for it.
 */
public final class StartStep<T> implements AutoCloseable {
    private final String name;
    private final CompletableFuture<T> made = new CompletableFuture<>();
    private final Consumer<? super T> undo;

    private StartStep(String name, Consumer<? super T> undo) {
        this.name = name;
        this.undo = undo;
    }

    /** Starts {@code step} now on a daemon thread named {@code hearth-start-<name>}. */
    public static <T> StartStep<T> begin(String name, Supplier<T> step, Consumer<? super T> undo) {
        Objects.requireNonNull(step, "step");
        StartStep<T> s = new StartStep<>(name, Objects.requireNonNull(undo, "undo"));
        Thread.ofPlatform().name("hearth-start-" + name).daemon(true).start(() -> {
            try {
                s.made.complete(step.get());
            } catch (Throwable t) {
                s.made.completeExceptionally(t);
            }
        });
        return s;
    }

    /** What the step made; waits for it, and rethrows the step's own exception if it failed. */
    public T result() {
        try {
            return made.get();
        } catch (ExecutionException e) {
            throw rethrown(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the start was interrupted while waiting for " + name, e);
        }
    }

    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException r) {
            return r;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(cause);
    }

    /** Undoes the step once it has made something (a failed step made nothing). */
    @Override
    public void close() {
        if (made.isDone()) {
            if (!made.isCompletedExceptionally()) {
                undo.accept(made.join()); // a failing undo is reported by StartedComponents
            }
            return;
        }
        made.thenAccept(undo);
    }
}
