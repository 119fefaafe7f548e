package home.hearth.hub.web.auth.internal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Growing waits per key (a username or a client): the first {@code free} - 1 failures cost
 * nothing, the {@code free}-th starts a wait of {@code first}, each further one doubles it up to
 * {@code longest}. A key forgets its
 * failures after {@code longest} without one. Attempts refused while waiting are not failures, so
 * an attacker cannot stretch a wait by hammering. At most {@code maxKeys} keys are remembered (a
 * flood of invented names cannot fill the heap): when full, quiet keys are dropped first.
 */
public final class Backoff {
    private record Failures(int count, Instant last, Instant until) {}

    private final int free;
    private final Duration first;
    private final Duration longest;
    private final int maxKeys;
    private final Clock clock;
    private final Map<String, Failures> byKey = new ConcurrentHashMap<>();

    public Backoff(int free, Duration first, Duration longest, int maxKeys, Clock clock) {
        this.free = free;
        this.first = first;
        this.longest = longest;
        this.maxKeys = maxKeys;
        this.clock = clock;
    }

    /** How long {@code key} must still wait; zero when it may try now. */
    public Duration waitFor(String key) {
        Failures f = current(key);
        if (f == null || f.until() == null) {
            return Duration.ZERO;
        }
        Duration left = Duration.between(clock.instant(), f.until());
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** Counts a failure; answers the wait it starts, zero while the failure was still free. */
    public Duration failed(String key) {
        Instant now = clock.instant();
        if (byKey.size() >= maxKeys) {
            forgetQuiet(now);
        }
        Failures f = byKey.compute(key, (k, old) -> next(fresh(old, now), now));
        return f.until() == null ? Duration.ZERO : Duration.between(now, f.until());
    }

    public void succeeded(String key) {
        byKey.remove(key);
    }

    private Failures next(Failures old, Instant now) {
        int count = old == null ? 1 : old.count() + 1;
        if (count < free) {
            return new Failures(count, now, null);
        }
        int doublings = Math.min(count - free, 30);
        Duration wait = first.multipliedBy(1L << doublings);
        if (wait.compareTo(longest) > 0) {
            wait = longest;
        }
        return new Failures(count, now, now.plus(wait));
    }

    private Failures current(String key) {
        return fresh(byKey.get(key), clock.instant());
    }

    private Failures fresh(Failures f, Instant now) {
        return f == null || isQuiet(f, now) ? null : f;
    }

    private boolean isQuiet(Failures f, Instant now) {
        Instant end = f.until() == null ? f.last() : f.until();
        return !end.plus(longest).isAfter(now);
    }

    private void forgetQuiet(Instant now) {
        byKey.values().removeIf(f -> isQuiet(f, now));
        if (byKey.size() >= maxKeys) {
            byKey.values().removeIf(f -> f.until() == null);
        }
    }
}
