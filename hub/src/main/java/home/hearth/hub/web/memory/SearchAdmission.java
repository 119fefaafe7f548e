package home.hearth.hub.web.memory;

import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.web.ApiException;
import io.helidon.http.Status;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * How many searches over the API run at once. Searches beyond that wait a moment for a turn and are
 * otherwise answered {@code 429 busy} with a Retry-After of a second, so a burst of API searches cannot take the CPU
 * that the residents' voice turns need: a turn's own memory search does not pass here. Under the load
 * test on two shared cores, searches that all ran at once left voice turns waiting many seconds (hub
 * README, "Under load").
 */
final class SearchAdmission {
    /** What the busy answer tells the client to wait, in seconds (the Retry-After header). */
    static final int RETRY_AFTER_SECONDS = 1;
    private final Semaphore turns;
    private final int atOnce;
    private final Duration patience;

    SearchAdmission(int atOnce, Duration patience) {
        if (atOnce < 1) {
            throw new IllegalArgumentException("at least one search must be able to run, got " + atOnce);
        }
        this.turns = new Semaphore(atOnce, true);
        this.atOnce = atOnce;
        this.patience = patience;
    }

    /**
     * As many at once as the memory search pool has threads (one per core, two at least), each waiting up
     * to a second for a turn.
     */
    static SearchAdmission forThisMachine() {
        return new SearchAdmission(LuceneMemoryIndex.searchThreads(), Duration.ofSeconds(1));
    }

    /** Runs the search when a turn comes within the patience; empty, nothing run, when none came. */
    <T> Optional<T> run(Supplier<T> search) {
        try {
            if (!turns.tryAcquire(patience.toNanos(), TimeUnit.NANOSECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try {
            return Optional.of(search.get());
        } finally {
            turns.release();
        }
    }

    /** The answer to a search that got no turn: {@code 429 busy}, with when to try again. */
    ApiException busy() {
        return new ApiException(Status.TOO_MANY_REQUESTS_429, "busy",
                atOnce + " searches are already running; try again in " + RETRY_AFTER_SECONDS + " second");
    }
}
