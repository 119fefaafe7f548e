package home.hearth.hub.web.auth;

import home.hearth.hub.web.auth.internal.Backoff;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows password guessing without letting a guesser lock the household out. Failures are counted
 * per username and per client (its address), each with growing waits (a few free tries, then
 * doubling up to a longest wait). A client that signed in to a name before carries a device
 * cookie; for that name it is throttled only by its own failures, so the right password from a
 * known client gets through while strangers hammer the name. Kept in memory: a restart forgets
 * failures and known devices, which is fine for a household hub.
 */
public final class LoginThrottle {
    /** Why an attempt must wait, and for how long. */
    public record Wait(Duration duration, String reason) {}

    private static final int MAX_KNOWN_DEVICES = 1_000;
    private final Backoff byName;
    private final Backoff byClient;
    private final Map<String, String> knownDevices = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    /**
     * After {@code free} failures for a name (twice that for a client) each attempt waits, from two
     * seconds doubling up to {@code longest}.
     */
    public LoginThrottle(int free, Duration longest, Clock clock) {
        this.byName = new Backoff(free, Duration.ofSeconds(2), longest, 10_000, clock);
        this.byClient = new Backoff(free * 2, Duration.ofSeconds(2), longest, 10_000, clock);
    }

    /** The wait before this attempt may be checked; empty when it may be checked now. */
    public Optional<Wait> waitFor(String username, String client, String device) {
        String clientKey = clientKey(username, client, device);
        Duration c = byClient.waitFor(clientKey);
        if (c.isPositive()) {
            return Optional.of(new Wait(c, "Too many failed sign-ins from this device."));
        }
        Duration n = isKnown(username, device) ? Duration.ZERO : byName.waitFor(name(username));
        return n.isPositive() ? Optional.of(new Wait(n, "Too many failed sign-ins for this name.")) : Optional.empty();
    }

    /** Counts a failure; answers the waits it starts (for the audit trail). */
    public Optional<Wait> failed(String username, String client, String device) {
        Duration c = byClient.failed(clientKey(username, client, device));
        Duration n = isKnown(username, device) ? Duration.ZERO : byName.failed(name(username));
        if (n.isPositive()) {
            return Optional.of(new Wait(n, "failed sign-ins for this name from unknown devices"));
        }
        return c.isPositive() ? Optional.of(new Wait(c, "failed sign-ins from one client")) : Optional.empty();
    }

    /** Clears the name's failures and answers the device cookie value that marks this client as known. */
    public String succeeded(String username, String client, String device) {
        byName.succeeded(name(username));
        byClient.succeeded(clientKey(username, client, device));
        if (isKnown(username, device)) {
            return device;
        }
        if (knownDevices.size() >= MAX_KNOWN_DEVICES) {
            knownDevices.clear();
        }
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String fresh = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        knownDevices.put(fresh, name(username));
        return fresh;
    }

    private boolean isKnown(String username, String device) {
        return device != null && name(username).equals(knownDevices.get(device));
    }

    /** A known device is its own client (it may share an address with a guesser); others go by address. */
    private String clientKey(String username, String client, String device) {
        return isKnown(username, device) ? "device:" + device : "address:" + client;
    }

    private static String name(String username) {
        return username == null ? "" : username.trim().toLowerCase(Locale.ROOT);
    }
}
