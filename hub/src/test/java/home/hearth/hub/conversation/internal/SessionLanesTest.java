package home.hearth.hub.conversation.internal;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.LogCapture;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** One session's turns one after another, whatever became of the turn before. */
class SessionLanesTest {

    @Test
    void aTurnThatFailsDoesNotSkipTheTurnsQueuedBehindIt() throws Exception {
        ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
        List<String> ran = new CopyOnWriteArrayList<>();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch last = new CountDownLatch(1);
        try (LogCapture log = new LogCapture()) {
            SessionLanes lanes = new SessionLanes(threads);
            lanes.run("kitchen-1", () -> { // holds the lane while the others queue behind it
                hold(release);
                ran.add("first");
            });
            lanes.run("kitchen-1", () -> {
                ran.add("failing");
                throw new StackOverflowError("deep in a turn about Olga's notebook");
            });
            lanes.run("kitchen-1", () -> {
                ran.add("after");
                last.countDown();
            });
            release.countDown();

            assertTrue(last.await(10, TimeUnit.SECONDS), "the turn after the failed one ran: " + ran);
            assertEquals(List.of("first", "failing", "after"), ran);
            await().atMost(Duration.ofSeconds(10)).until(() ->
                    log.containing("A turn of session kitchen-1 failed: java.lang.StackOverflowError").size() == 1);
            assertEquals(List.of(), log.containing("notebook"));
        } finally {
            threads.shutdownNow();
        }
    }

    private static void hold(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
