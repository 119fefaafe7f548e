package home.hearth.hub.web.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.MutableClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-30T12:00:00Z"));
    private final LoginThrottle throttle = new LoginThrottle(5, Duration.ofMinutes(15), clock);

    @Test
    void waitsGrowWithEachFailureBeyondTheFreeOnesAndStopAtTheLongest() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("admin", "10.0.0.9", null);
        }
        assertTrue(throttle.waitFor("admin", "10.0.0.9", null).isEmpty(), "four free failures");
        long previous = 0;
        for (int i = 0; i < 14; i++) {
            long wait = throttle.failed("admin", "10.0.0.9", null).orElseThrow().duration().toSeconds();
            assertTrue(wait >= previous, "waits never shrink: " + wait + " after " + previous);
            previous = wait;
            clock.advance(Duration.ofSeconds(wait));
        }
        assertEquals(Duration.ofMinutes(15).toSeconds(), previous);
    }

    @Test
    void theRightPasswordFromAKnownDeviceGetsThroughWhileStrangersAreThrottled() {
        String device = throttle.succeeded("admin", "10.0.0.2", null);
        for (int i = 0; i < 30; i++) {
            throttle.failed("admin", "10.0.0." + (100 + i), null);
        }
        assertTrue(throttle.waitFor("admin", "10.0.0.77", null).isPresent(), "strangers wait");
        assertTrue(throttle.waitFor("admin", "10.0.0.2", device).isEmpty(), "the known device may try");
    }

    @Test
    void aDeviceCookieOfAnotherNameIsNotKnownForThisName() {
        String device = throttle.succeeded("alice", "10.0.0.2", null);
        for (int i = 0; i < 10; i++) {
            throttle.failed("admin", "10.0.0." + (100 + i), null);
        }
        assertTrue(throttle.waitFor("admin", "10.0.0.2", device).isPresent());
    }

    @Test
    void oneClientGuessingManyNamesIsThrottledByItsAddress() {
        for (int i = 0; i < 10; i++) {
            throttle.failed("name-" + i, "10.0.0.66", null);
        }
        assertTrue(throttle.waitFor("someone-else", "10.0.0.66", null).isPresent());
        assertTrue(throttle.waitFor("someone-else", "10.0.0.67", null).isEmpty());
    }

    @Test
    void failuresAreForgottenAfterAQuietSpell() {
        for (int i = 0; i < 7; i++) {
            throttle.failed("admin", "10.0.0.9", null);
        }
        assertTrue(throttle.waitFor("admin", "10.0.0.9", null).isPresent());
        clock.advance(Duration.ofMinutes(31));
        assertTrue(throttle.waitFor("admin", "10.0.0.9", null).isEmpty());
        assertTrue(throttle.failed("admin", "10.0.0.9", null).isEmpty(), "counting starts again");
    }
}
