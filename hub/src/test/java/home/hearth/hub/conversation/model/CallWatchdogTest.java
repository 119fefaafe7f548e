package home.hearth.hub.conversation.model;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The watchdog closes a model call's stream once, when its caller gives up or its deadline passes. */
class CallWatchdogTest {

    @Test
    void aStreamWhoseCloseThrowsIsClosedOnceAndTheWatchEnds() throws Exception {
        AtomicInteger closes = new AtomicInteger();
        try (CallWatchdog watchdog = new CallWatchdog("watchdog-test");
                CallWatchdog.Watch watch = watchdog.watch(() -> {
                    closes.incrementAndGet();
                    throw new IllegalStateException("the connection is already gone");
                }, System.nanoTime(), () -> false)) {
            await().atMost(Duration.ofSeconds(10)).until(() -> closes.get() >= 1);
            Thread.sleep(500); // ten more polls: none may close again
            assertEquals(1, closes.get(), "closed once, then the watch was cancelled");
            assertTrue(watch.timedOut());
        }
    }
}
