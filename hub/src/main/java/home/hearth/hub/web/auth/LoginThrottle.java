package home.hearth.hub.web.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows password guessing: after {@code maxFailures} failed sign-ins for one username within
 * {@code window}, further attempts are refused until the oldest failure leaves the window. Kept in
 * memory: a restart forgets it, which is fine for a household hub.
 */
public final class LoginThrottle {
    private final int maxFailures;
    private final Duration window;
    private final Clock clock;
    private final Map<String, Deque<Instant>> failures = new ConcurrentHashMap<>();

    public LoginThrottle(int maxFailures, Duration window, Clock clock) {
        this.maxFailures = maxFailures;
        this.window = window;
        this.clock = clock;
    }

    /** How long the caller must wait before trying {@code username} again; zero when it may try now. */
    public Duration waitFor(String username) {
        Deque<Instant> f = failures.get(key(username));
        if (f == null) {
            return Duration.ZERO;
        }
        synchronized (f) {
            prune(f);
            return f.size() < maxFailures ? Duration.ZERO : Duration.between(clock.instant(), f.peekFirst().plus(window));
        }
    }

    public void failed(String username) {
        Deque<Instant> f = failures.computeIfAbsent(key(username), k -> new ArrayDeque<>());
        synchronized (f) {
            prune(f);
            f.addLast(clock.instant());
        }
    }

    public void succeeded(String username) {
        failures.remove(key(username));
    }

    private void prune(Deque<Instant> f) {
        Instant cutoff = clock.instant().minus(window);
        while (!f.isEmpty() && !f.peekFirst().isAfter(cutoff)) {
            f.removeFirst();
        }
    }

    private static String key(String username) {
        return username == null ? "" : username.trim().toLowerCase(java.util.Locale.ROOT);
    }
}
