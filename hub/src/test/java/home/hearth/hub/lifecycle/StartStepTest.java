package home.hearth.hub.lifecycle;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.ConfigException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class StartStepTest {
    @Test
    void runsOnAThreadNamedAfterTheStepAndHandsOverWhatItMade() {
        StartStep<String> step = StartStep.begin("embedder", () -> Thread.currentThread().getName(), s -> {});
        assertEquals("hearth-start-embedder", step.result());
    }

    @Test
    void aFailedStepStopsTheStartWithItsOwnExceptionAndMessage() {
        ConfigException broken = new ConfigException("models.speaker: /models/x holds no speaker model");
        StartStep<String> step = StartStep.begin("speaker-model", () -> {
            throw broken;
        }, s -> {});
        assertSame(broken, assertThrows(ConfigException.class, step::result));
    }

    @Test
    void closingAfterAFailureElsewhereUndoesTheStepWhenItEndsWithoutWaitingForIt() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        List<String> undone = new CopyOnWriteArrayList<>();
        StartStep<String> step = StartStep.begin("language-model", () -> {
            awaitQuietly(release);
            return "model";
        }, undone::add);
        step.close(); // the database refused its key: the start is being undone while the model still loads
        assertEquals(List.of(), undone);
        release.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> undone.equals(List.of("model")));
    }

    @Test
    void closingAFinishedStepUndoesItAtOnceAndAFailedOneNotAtAll() {
        List<String> undone = new CopyOnWriteArrayList<>();
        StartStep<String> made = StartStep.begin("a", () -> "model", undone::add);
        made.result();
        made.close();
        assertEquals(List.of("model"), undone);
        StartStep<String> failed = StartStep.begin("b", () -> {
            throw new IllegalStateException("no");
        }, undone::add);
        assertThrows(IllegalStateException.class, failed::result);
        failed.close();
        assertTrue(undone.equals(List.of("model")), undone.toString());
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
