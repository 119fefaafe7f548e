package home.hearth.hub.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.Transcript;
import home.hearth.policies.Principal;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Saying "sorry, I did not catch that" is synthesised outside the room's decision lock: on a Pi the synthesis takes a
 * good part of a second, and the room's audio thread needs the lock meanwhile (speech that starts stops the running
 * turn). Here the synthesis is held until the test lets it go.
 */
class UtteranceDecisionLockTest {
    @Test
    void theRoomCanStopItsTurnWhileNotCaughtIsBeingSpoken() throws Exception {
        CountDownLatch speaking = new CountDownLatch(1);
        CountDownLatch finishSpeaking = new CountDownLatch(1);
        List<VoiceEvent> out = new CopyOnWriteArrayList<>();
        try (VoicePipeline pipeline = new VoicePipeline(Optional.empty(), Optional.empty(),
                new SpeakerIdentification(Optional.empty(), null, null), (turn, events) -> {
                    throw new AssertionError("no turn is started here");
                }, new RoomSpeakers(), Optional.empty(), () -> new CommandVocabulary(List.of(), List.of()))) {
            UtteranceDecision decision = new UtteranceDecision("kitchen", pipeline, out::add, text -> {
                speaking.countDown();
                try {
                    finishSpeaking.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            // Threads of their own: the common pool has a single thread on a two-core machine, which the decision holds.
            ExecutorService threads = Executors.newCachedThreadPool();
            CompletableFuture<Void> deciding = CompletableFuture.runAsync(() -> decision.decide(
                    CompletableFuture.completedFuture(Transcript.rejection()),
                    CompletableFuture.completedFuture(SpeakerIdentification.byToken(Principal.unknown())),
                    new Milestones(System.nanoTime())), threads);
            assertTrue(speaking.await(10, TimeUnit.SECONDS), "not caught was spoken");

            CompletableFuture<Boolean> stopped = CompletableFuture.supplyAsync(decision::stopRunningTurn, threads);
            try {
                assertFalse(stopped.get(5, TimeUnit.SECONDS), "no turn was running");
                assertEquals(Optional.empty(), CompletableFuture.supplyAsync(decision::session, threads).get(5, TimeUnit.SECONDS));
            } finally {
                finishSpeaking.countDown();
                threads.shutdown();
            }
            deciding.get(10, TimeUnit.SECONDS);
            assertTrue(out.contains(new VoiceEvent.Reply(UtteranceDecision.NOT_CAUGHT, false)), out.toString());
        }
    }
}
