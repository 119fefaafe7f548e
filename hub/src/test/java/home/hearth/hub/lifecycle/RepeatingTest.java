package home.hearth.hub.lifecycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.LogCapture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** A repeating task whose one run throws an Error keeps running, and says so in the log. */
class RepeatingTest {
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final AtomicInteger runs = new AtomicInteger();

    @AfterEach
    void stop() {
        timer.shutdownNow();
    }

    /** Counts its runs; the first one overflows its stack, as a task can on one odd input. */
    private void firstRunFails() {
        if (runs.incrementAndGet() == 1) {
            throw new StackOverflowError("one odd input");
        }
    }

    @Test
    void unwrappedTheFirstErrorEndsEveryLaterRunWithoutAWord() throws Exception {
        ScheduledFuture<?> task = timer.scheduleWithFixedDelay(this::firstRunFails, 0, 5, TimeUnit.MILLISECONDS);
        ExecutionException ended = assertThrows(ExecutionException.class, () -> task.get(30, TimeUnit.SECONDS));
        assertInstanceOf(StackOverflowError.class, ended.getCause());
        Thread.sleep(100);
        assertEquals(1, runs.get(), "no run after the first");
    }

    @Test
    void wrappedTheErrorIsLoggedAndTheNextRunsComeAsScheduled() throws Exception {
        CountDownLatch threeMore = new CountDownLatch(3);
        try (LogCapture log = new LogCapture()) {
            timer.scheduleWithFixedDelay(Repeating.surviving(LoggerFactory.getLogger(RepeatingTest.class), "The test's task",
                    () -> {
                        firstRunFails();
                        threeMore.countDown();
                    }), 0, 5, TimeUnit.MILLISECONDS);
            assertTrue(threeMore.await(30, TimeUnit.SECONDS), "runs after the failed one: " + (runs.get() - 1));
            assertEquals(1, log.containing("The test's task failed (java.lang.StackOverflowError: one odd input)").size(),
                    log.all());
        }
    }
}
