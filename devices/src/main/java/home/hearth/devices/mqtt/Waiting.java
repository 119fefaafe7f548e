package home.hearth.devices.mqtt;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Waits for an answer until a deadline; no answer is an empty result, never an exception. */
final class Waiting {
    private Waiting() {}

    static <T> Optional<T> until(CompletableFuture<T> answer, Duration deadline) {
        try {
            return Optional.of(answer.get(deadline.toNanos(), TimeUnit.NANOSECONDS));
        } catch (TimeoutException | ExecutionException | java.util.concurrent.CancellationException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            answer.cancel(false);
        }
    }
}
