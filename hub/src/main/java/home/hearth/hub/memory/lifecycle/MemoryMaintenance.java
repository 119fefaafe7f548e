package home.hearth.hub.memory.lifecycle;

import home.hearth.hub.lifecycle.Repeating;
import home.hearth.hub.memory.changes.MemoryChange;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.persistence.RestingSummaries;
import home.hearth.hub.memory.values.MemoryLifecycle;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.DeletionCause;
import home.hearth.policies.retention.RetentionPolicy;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory maintenance job, on one named thread: decays strength as s·e^(−λΔt) with λ per
 * kind, expires what retention says and working memory past its end (expired memories leave the
 * index at once and keep their history), and drops pending confirmations that were never
 * answered. The clock comes from {@link MemoryBackends}, so tests drive it.
 */
public final class MemoryMaintenance implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MemoryMaintenance.class);
    private final MemoryBackends backends;
    private final DecayStore rows;
    private final PendingStore pending;
    private final Supplier<RetentionPolicy> retention;
    private ScheduledExecutorService timer;

    /** What one run did; {@code failed}: memories whose expiry failed this run (each is tried again at the next). */
    public record Report(int decayed, int expired, int pendingExpired, int failed) {}

    public MemoryMaintenance(MemoryBackends backends, DecayStore rows, PendingStore pending, RetentionPolicy retention) {
        this(backends, rows, pending, () -> retention);
    }

    /** @param retention the retention and decay rules in force, asked on every run (a live policy edit applies at the next run) */
    public MemoryMaintenance(MemoryBackends backends, DecayStore rows, PendingStore pending, Supplier<RetentionPolicy> retention) {
        this.backends = backends;
        this.rows = rows;
        this.pending = pending;
        this.retention = retention;
    }

    /** Runs every {@code every} on the thread {@code hearth-memory-maintenance}, first after one period. */
    public synchronized void start(Duration every) {
        if (timer != null) {
            throw new IllegalStateException("memory maintenance is already running");
        }
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hearth-memory-maintenance");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(Repeating.surviving(LOG, "Memory maintenance", this::runLogged), every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** One pass, now. */
    public Report runOnce() {
        Instant now = backends.clock().instant();
        RetentionPolicy retention = this.retention.get();
        List<DecayStore.Row> active = rows.active();
        List<DecayStore.Row> keep = new ArrayList<>();
        int expired = 0;
        int failed = 0;
        for (DecayStore.Row r : active) {
            if (!ended(retention, r, now)) {
                keep.add(decayed(retention, r, now));
                continue;
            }
            // One memory that cannot be expired (a busy database, an audit write refused) must not stop the pass:
            // the rest would then never expire or decay, and pending confirmations never be dropped.
            try {
                expire(r.id(), now);
                expired++;
            } catch (RuntimeException e) { // the id and class only: a message could quote the memory
                failed++;
                LOG.warn("Memory maintenance could not expire memory {} ({}); it is tried again next run", r.id(),
                        e.getClass().getName());
            }
        }
        rows.strengths(keep, now);
        backends.usage().forgetAll();
        int stale = pending.expire(now);
        return new Report(keep.size(), expired, stale, failed);
    }

    private static boolean ended(RetentionPolicy retention, DecayStore.Row r, Instant now) {
        if (r.clocks().expiresAt().filter(end -> !end.isAfter(now)).isPresent()) {
            return true;
        }
        return retention.expired(r.kind(), r.scope(), r.createdAt(), now);
    }

    private static DecayStore.Row decayed(RetentionPolicy retention, DecayStore.Row r, Instant now) {
        Duration elapsed = Duration.between(r.clocks().decayedAt(), now);
        double s = retention.decayed(Math.min(1, Math.max(0, r.strength())), r.kind(),
                elapsed.isNegative() ? Duration.ZERO : elapsed);
        return new DecayStore.Row(r.id(), r.kind(), r.scope(), r.createdAt(), s, r.clocks());
    }

    private void expire(String id, Instant now) {
        backends.store().find(id).ifPresent(m -> {
            MemoryLifecycle l = m.lifecycle();
            Set<String> summaries = backends.store().together("expire a memory", () -> {
                Set<String> resting = RestingSummaries.deleteWithin(backends, id, "hub");
                backends.store().update(m.withLifecycle(new MemoryLifecycle(MemoryStatus.EXPIRED, l.version() + 1,
                        l.validity(), l.session(), l.expiresAt(), l.supersededBy())), Optional.empty(),
                        backends.embedder().name(), new MemoryVersion.Change(now, "hub", "expired"));
                backends.audit().record(new AuditEvent(now, "hub", "memory.expire", id, "ok", DeletionCause.EXPIRED.sentence()));
                return resting;
            });
            backends.letGo(id, m.content().kind(), MemoryChange.Change.EXPIRED);
            RestingSummaries.forget(backends, summaries);
        });
    }

    private void runLogged() {
        try {
            Report r = runOnce();
            LOG.info("Memory maintenance: {} decayed, {} expired, {} pending confirmations dropped, {} failed",
                    r.decayed(), r.expired(), r.pendingExpired(), r.failed());
        } catch (RuntimeException e) {
            LOG.warn("Memory maintenance failed; it runs again next period: {}", e.getMessage());
        }
    }

    @Override
    public synchronized void close() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }
}
