package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** API searches beyond those running at once are answered busy instead of all sharing the CPU. */
class SearchAdmissionTest {
    @Test
    void aSearchBeyondThoseRunningIsTurnedAwayAndRunsOnceATurnIsFree() throws Exception {
        SearchAdmission admission = new SearchAdmission(1, Duration.ZERO);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<Optional<String>> first = CompletableFuture.supplyAsync(() -> admission.run(() -> {
            running.countDown();
            await(finish);
            return "first";
        }));
        running.await();

        assertEquals(Optional.empty(), admission.run(() -> "second"), "no turn while the first runs");

        finish.countDown();
        assertEquals(Optional.of("first"), first.get());
        assertEquals(Optional.of("third"), admission.run(() -> "third"));
    }

    @Test
    void aSearchThatFailsGivesItsTurnBack() {
        SearchAdmission admission = new SearchAdmission(1, Duration.ZERO);
        assertThrows(IllegalStateException.class, () -> admission.run(() -> {
            throw new IllegalStateException("index broken");
        }));
        assertEquals(Optional.of("next"), admission.run(() -> "next"));
    }

    @Test
    void theBusyAnswerIs429WithACodeAndSaysWhen() {
        var busy = new SearchAdmission(2, Duration.ZERO).busy();
        assertEquals(429, busy.status().code());
        assertEquals("busy", busy.code());
        assertTrue(busy.getMessage().contains("2 searches are already running"), busy.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SearchAdmission(0, Duration.ZERO));
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
