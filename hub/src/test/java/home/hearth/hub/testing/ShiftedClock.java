package home.hearth.hub.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The system clock plus a shift the test moves forward: a running hub's time still passes (its
 * schedulers and timeouts work), and a deadline far away (a sign-in's expiry) is reached at once.
 */
public final class ShiftedClock extends Clock {
    private final AtomicReference<Duration> shift = new AtomicReference<>(Duration.ZERO);

    public void moveForward(Duration by) {
        shift.accumulateAndGet(by, Duration::plus);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(shift.get());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
