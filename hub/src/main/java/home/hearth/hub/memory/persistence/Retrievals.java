package home.hearth.hub.memory.persistence;

import java.time.Instant;
import java.util.Objects;

/**
 * One memory's retrievals waiting to be written: how many, the latest, and how many of them were
 * for an answer (those reinforce strength).
 */
record Retrievals(long count, Instant latest, long reinforcing) {
    Retrievals {
        Objects.requireNonNull(latest, "latest");
        if (count < 1 || reinforcing < 0 || reinforcing > count) {
            throw new IllegalArgumentException("Retrievals need count >= 1 and 0 <= reinforcing <= count, got: "
                    + count + ", " + reinforcing);
        }
    }

    static Retrievals one(Instant at, boolean reinforce) {
        return new Retrievals(1, at, reinforce ? 1 : 0);
    }

    Retrievals plus(Retrievals other) {
        Instant later = other.latest.isAfter(latest) ? other.latest : latest;
        return new Retrievals(count + other.count, later, reinforcing + other.reinforcing);
    }

    /**
     * The share of (1 − strength) left after the reinforcements: one step is s ← s + (1 − s)·r, so n
     * steps leave (1 − s)·(1 − r)^n, and s ← 1 − (1 − s)·(1 − r)^n is the same as n single steps.
     */
    double remainingAfterReinforcement() {
        return Math.pow(1 - MemoryUsage.REINFORCEMENT, reinforcing);
    }
}
