package home.hearth.hub.voice;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.recognition.Transcript;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A cancel or a disconnect after an utterance ended but before its final transcript is known (a slow decoder on a
 * busy Pi): the utterance is dropped with it. Before, the client was told "cancelled" and the turn started anyway
 * when the transcript came, with a second end event.
 */
class RoomSessionCancelWhileTranscribingTest {
    private final ScriptedTurns turns = new ScriptedTurns();
    private final List<VoiceEvent> out = new CopyOnWriteArrayList<>();
    private final CountDownLatch finishing = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    @Test
    void aCancelWhileTheTranscriptIsWorkedOutStartsNoTurnAndEndsOnce() throws Exception {
        try (VoicePipeline pipeline = pipeline()) {
            RoomSession kitchen = pipeline.open("kitchen", Optional.empty(), false, out::add);
            speak(kitchen);
            assertTrue(finishing.await(10, TimeUnit.SECONDS), "the final transcript is being worked out");
            kitchen.cancel();
            release.countDown();

            await().atMost(Duration.ofSeconds(10)).until(() -> out.stream().anyMatch(e -> e instanceof VoiceEvent.Heard h
                    && h.isFinal()));
            await("a cancelled utterance starts no turn").during(Duration.ofSeconds(1)).atMost(Duration.ofSeconds(3))
                    .until(() -> turns.turns().isEmpty());
            assertEquals(List.of("cancelled"), out.stream()
                    .filter(e -> e instanceof VoiceEvent.Ended).map(e -> ((VoiceEvent.Ended) e).outcome()).toList());
        }
    }

    @Test
    void aMicrophoneClosedWhileTheTranscriptIsWorkedOutStartsNoTurn() throws Exception {
        try (VoicePipeline pipeline = pipeline()) {
            RoomSession kitchen = pipeline.open("kitchen", Optional.empty(), false, out::add);
            speak(kitchen);
            assertTrue(finishing.await(10, TimeUnit.SECONDS), "the final transcript is being worked out");
            kitchen.close();
            release.countDown();

            await().atMost(Duration.ofSeconds(10)).until(() -> out.stream().anyMatch(e -> e instanceof VoiceEvent.Heard h
                    && h.isFinal()));
            await("a closed microphone's utterance starts no turn").during(Duration.ofSeconds(1))
                    .atMost(Duration.ofSeconds(3)).until(() -> turns.turns().isEmpty());
        }
    }

    private VoicePipeline pipeline() {
        return new VoicePipeline(Optional.of(slowToFinish()), Optional.of(new TestVad()),
                new SpeakerIdentification(Optional.empty(), null, null), turns, new RoomSpeakers(), Optional.empty(),
                () -> new CommandVocabulary(List.of("Front door"), List.of("kitchen")));
    }

    /** Its final transcript comes only when the test says so. */
    private SpeechRecognizer slowToFinish() {
        ScriptedRecognizer scripted = new ScriptedRecognizer();
        return new SpeechRecognizer() {
            @Override
            public String id() {
                return "slow-to-finish";
            }

            @Override
            public RecognitionStream start() {
                RecognitionStream inner = scripted.start();
                return new RecognitionStream() {
                    @Override
                    public Optional<String> accept(short[] samples, int length) {
                        return inner.accept(samples, length);
                    }

                    @Override
                    public Transcript finish() {
                        finishing.countDown();
                        try {
                            release.await(20, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        return new Transcript("unlock the front door", false, 1.0);
                    }

                    @Override
                    public void close() {
                        inner.close();
                    }
                };
            }

            @Override
            public void useVocabulary(CommandVocabulary vocabulary) { }

            @Override
            public void close() { }
        };
    }

    /** Half a second of speech-loud audio, then 0.6 s of silence, so the VAD ends the utterance. */
    private static void speak(RoomSession room) {
        short[] loud = new short[8_000];
        for (int i = 0; i < loud.length; i++) {
            loud[i] = (short) (4_000 * Math.sin(2 * Math.PI * 220 * i / 16_000.0));
        }
        room.audio(loud, loud.length);
        room.audio(new short[9_600], 9_600);
    }
}
