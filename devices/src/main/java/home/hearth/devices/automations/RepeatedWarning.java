package home.hearth.devices.automations;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One kind of warning that a client can cause at will (a wrong response topic, a retained request) or that repeats
 * while the hub is overloaded: the first {@value #FIRST} are logged, then every {@value #EVERY}th, each with the count
 * so far, so a client repeating its mistake thousands of times a minute cannot flood the journal.
 */
final class RepeatedWarning {
    static final int FIRST = 10;
    static final int EVERY = 100;
    /** The longest client-chosen text (a topic) a warning quotes; MQTT allows 65,535 bytes. */
    private static final int QUOTED = 200;
    private final AtomicLong count = new AtomicLong();

    /** Counts one more; the count so far if this one is to be logged, otherwise 0. */
    long next() {
        long n = count.incrementAndGet();
        return n <= FIRST || n % EVERY == 0 ? n : 0;
    }

    long count() {
        return count.get();
    }

    /** {@code text} cut to {@value #QUOTED} characters, saying how long it was. */
    static String quoted(String text) {
        return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "… (" + text.length() + " characters)";
    }
}
