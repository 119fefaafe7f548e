package home.hearth.hub.memory.persistence;

import home.hearth.hub.lifecycle.Repeating;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Retrievals counted in memory and written in one transaction per flush, on the thread
 * {@code hearth-memory-retrievals}: every interval, and sooner when {@link #FLUSH_SOON} memories wait.
 * One write transaction (one fsync) per search used to queue API searches on SQLite's single writer,
 * ahead of memory writes and voice turns. Each retrieval is counted twice in that transaction: in the
 * memory's totals ({@code memory}: count, latest, strength), and, when a member retrieved it, in that
 * member's own use ({@code memory_use}), the only use re-ranking weighs.
 *
 * <p>The database sees a retrieval up to one interval late, and a crash loses at most the
 * retrievals of the last interval; {@link #close} writes what waits, and retrievals counted after it
 * (a search served while the hub stops) are dropped with a debug line: the database closes next, and
 * a search must not fail for a count. A memory erased while its
 * retrievals wait is not written (an UPDATE of a missing row changes nothing, and no use row is made for it),
 * nor is a member's own use counted before they forgot it all ({@link #forget}), even by a search that began
 * before and counted after it. A failed flush is
 * logged once and its retrievals are tried once more with the next flush, then dropped: a database
 * that fails twice in a row is seldom failing for a moment only, and these counts steer ranking
 * and decay; they are no record anyone relies on.
 */
final class RetrievalCounts implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RetrievalCounts.class);
    /** This many memories (a memory retrieved by two members: two) waiting start a flush before the interval ends. */
    static final int FLUSH_SOON = 500;
    /** Whose retrievals of which memory: {@code member} is empty for a search by no member (they count in the totals only). */
    record Key(String memoryId, Optional<MemberId> member) {
        Key withoutMember() {
            return new Key(memoryId, Optional.empty());
        }
    }

    private final Jdbc jdbc;
    private final Consumer<Set<String>> written;
    private final Object waitingLock = new Object();
    private Map<Key, Retrievals> waiting = new HashMap<>();
    /** How many times a member forgot their use since start; under {@code waitingLock}. */
    private long forgettings;
    /** Each member who forgot their use: {@link #forgettings} just after the last time; under {@code waitingLock}. */
    private final Map<MemberId, Long> forgotAt = new HashMap<>();
    /** Set under {@code waitingLock} just before the last flush: every count lands before it or is dropped. */
    private boolean closed;
    private Map<Key, Retrievals> failedOnce = Map.of();
    private boolean failing;
    private long droppedWhileFailing;
    private final AtomicBoolean flushQueued = new AtomicBoolean();
    private final AtomicReference<ScheduledExecutorService> timer = new AtomicReference<>();

    /** @param written told the memories whose counts and strength a flush changed (the signal cache drops them) */
    RetrievalCounts(Jdbc jdbc, Consumer<Set<String>> written) {
        this.jdbc = jdbc;
        this.written = written;
    }

    /** Flushes every {@code every} until {@link #close}. */
    void start(Duration every) {
        ScheduledExecutorService t = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "hearth-memory-retrievals");
            thread.setDaemon(true);
            return thread;
        });
        if (!timer.compareAndSet(null, t)) {
            t.shutdown();
            throw new IllegalStateException("retrieval counting is already running");
        }
        t.scheduleWithFixedDelay(Repeating.surviving(LOG, "Writing retrieval counts", this::flush), every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** How many times a member forgot their use so far: a search takes this before it begins (see {@link #add}). */
    long forgettings() {
        synchronized (waitingLock) {
            return forgettings;
        }
    }

    /**
     * Counts one retrieval of each of {@code ids} (an id twice: two retrievals) by {@code member} (empty: by no
     * member) in a search that began when {@link #forgettings()} was {@code since}: if the member forgot their use
     * after that ({@link #forget}: forget-all, erasure), the retrievals count in the totals only, so a search racing
     * the forgetting never writes their use back. After {@link #close}, nothing.
     */
    void add(List<String> ids, Optional<MemberId> member, long since, Instant at, boolean reinforce) {
        Retrievals one = Retrievals.one(at, reinforce);
        int size;
        boolean refused;
        synchronized (waitingLock) {
            refused = closed;
            if (!refused) {
                Optional<MemberId> whose = member.filter(m -> forgotAt.getOrDefault(m, 0L) <= since);
                ids.forEach(id -> waiting.merge(new Key(id, whose), one, Retrievals::plus));
            }
            size = waiting.size();
        }
        if (refused) {
            LOG.debug("Retrievals of {} memories counted after the stop are not written", ids.size());
            return;
        }
        ScheduledExecutorService t = timer.get();
        if (size >= FLUSH_SOON && t != null && flushQueued.compareAndSet(false, true)) {
            try {
                t.execute(this::flush);
            } catch (RejectedExecutionException closing) {
                flushQueued.set(false); // close() flushes
            }
        }
    }

    /**
     * Writes every waiting retrieval, and those of a flush that failed just before, in one
     * transaction. Never throws: a failure is logged (see the class comment).
     *
     * @return how many memories changed (0 when nothing waited or the write failed; an erased one does not change)
     */
    synchronized int flush() {
        Map<Key, Retrievals> batch = take();
        Map<Key, Retrievals> all = new HashMap<>(failedOnce);
        batch.forEach((k, r) -> all.merge(k, r, Retrievals::plus));
        if (all.isEmpty()) {
            return 0;
        }
        int changed;
        try {
            changed = RetrievalRows.write(jdbc, all);
        } catch (RuntimeException e) {
            failed(memories(all).size(), batch, e);
            return 0;
        }
        if (failing) {
            LOG.info("Retrieval counts are written again ({} retrievals were dropped meanwhile)", droppedWhileFailing);
        }
        failedOnce = Map.of();
        failing = false;
        written.accept(memories(all));
        return changed;
    }

    /** Stops the timer and writes what waits; retrievals counted after this are dropped (see the class comment). */
    @Override
    public void close() {
        ScheduledExecutorService t = timer.getAndSet(null);
        if (t != null) {
            t.shutdown();
            try {
                t.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (waitingLock) {
            closed = true;
        }
        synchronized (this) {
            flush();
            if (!failedOnce.isEmpty()) {
                LOG.warn("Retrieval counts of {} memories were not written at stop: the database failed",
                        memories(failedOnce).size());
            }
        }
    }

    private Map<Key, Retrievals> take() {
        synchronized (waitingLock) {
            flushQueued.set(false);
            Map<Key, Retrievals> batch = waiting;
            waiting = new HashMap<>();
            return batch;
        }
    }

    /**
     * Forgets {@code member}'s own use: their rows go, and their retrievals still waiting (or failed once) stay in the
     * memories' totals only, and so do the retrievals of searches that began before this ({@link #add}). Waits for a
     * flush under way, so that none writes their use after this.
     */
    synchronized void forget(MemberId member) {
        synchronized (waitingLock) {
            forgotAt.put(member, ++forgettings);
            waiting = withoutMember(waiting, member);
        }
        failedOnce = withoutMember(failedOnce, member);
        RetrievalRows.forget(jdbc, member);
    }

    private static Map<Key, Retrievals> withoutMember(Map<Key, Retrievals> counts, MemberId member) {
        Map<Key, Retrievals> out = new HashMap<>();
        counts.forEach((k, r) -> out.merge(k.member().filter(member::equals).isPresent() ? k.withoutMember() : k, r,
                Retrievals::plus));
        return out;
    }

    private static Set<String> memories(Map<Key, Retrievals> counts) {
        Set<String> ids = new HashSet<>();
        counts.keySet().forEach(k -> ids.add(k.memoryId()));
        return ids;
    }

    /** Keeps {@code batch} for one more try and drops what had already failed once. */
    private void failed(int memories, Map<Key, Retrievals> batch, RuntimeException e) {
        if (!failing) {
            LOG.warn("Retrieval counts of {} memories could not be written; they are tried once more at the next"
                    + " flush, then dropped (searches still work; this is logged once until writing works again): {}",
                    memories, e.getMessage());
            failing = true;
            droppedWhileFailing = 0;
        }
        droppedWhileFailing += failedOnce.values().stream().mapToLong(Retrievals::count).sum();
        failedOnce = batch;
    }
}
