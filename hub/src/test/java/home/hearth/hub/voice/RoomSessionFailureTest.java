package home.hearth.hub.voice;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.vad.VadEvent;
import home.hearth.hub.voice.vad.VadException;
import home.hearth.hub.voice.vad.VadSession;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A part that hears a room failing half-way (the VAD's model, the grammar's file) costs the utterance being heard,
 * not the room: the microphone is told, the log says what failed without what was said, and the next utterance is
 * heard. Before, the exception went up to the WebSocket, which closed the microphone's connection with the
 * exception's message as its reason and logged it only at debug level.
 */
class RoomSessionFailureTest {
    private final ScriptedRecognizer scripted = new ScriptedRecognizer();
    private final ScriptedTurns turns = new ScriptedTurns();
    private final List<VoiceEvent> out = new CopyOnWriteArrayList<>();
    private final AtomicBoolean vadFails = new AtomicBoolean();
    private final AtomicBoolean grammarFails = new AtomicBoolean();
    private final AtomicInteger household = new AtomicInteger();

    @Test
    void aVadThatFailsDropsTheUtteranceAndTheRoomHearsTheNextOne() {
        try (LogCapture log = new LogCapture(); VoicePipeline pipeline = pipeline()) {
            RoomSession kitchen = pipeline.open("kitchen", Optional.empty(), false, out::add);
            vadFails.set(true);
            kitchen.audio(loud(8_000), 8_000);
            assertEquals(List.of(new VoiceEvent.Problem("hearing_failed",
                    "The hub could not listen to that; please say it again.")), problems());
            assertTrue(log.containing("hearing failed (home.hearth.hub.voice.vad.VadException").size() == 1, log.all());
            assertEquals(List.of(), log.containing("Olga"), "nothing the model's message said is logged");

            scripted.willHear("turn on the kitchen light");
            speak(kitchen);
            await().atMost(Duration.ofSeconds(10)).until(() -> turns.turns().size() == 1);
            assertEquals("turn on the kitchen light", turns.turns().getFirst().text());
        }
    }

    @Test
    void aGrammarThatCannotBeRebuiltLeavesTheOneInUseAndIsTriedAgain() {
        try (LogCapture log = new LogCapture(); VoicePipeline pipeline = pipeline()) {
            RoomSession kitchen = pipeline.open("kitchen", Optional.empty(), false, out::add);
            CommandVocabulary before = scripted.vocabulary();
            grammarFails.set(true);
            household.incrementAndGet(); // a device was added: the next utterance rebuilds the grammar
            scripted.willHear("is the garden pump on");
            speak(kitchen);
            await().atMost(Duration.ofSeconds(10)).until(() -> turns.turns().size() == 1);
            assertEquals(before, scripted.vocabulary(), "the grammar in use stays");
            assertEquals(List.of(), problems());
            assertEquals(1, log.containing("The command grammar could not be rebuilt (java.io.UncheckedIOException)").size(),
                    log.all());

            grammarFails.set(false);
            scripted.willHear("is the garden pump on");
            speak(kitchen);
            await().atMost(Duration.ofSeconds(10)).until(() -> turns.turns().size() == 2);
            assertTrue(scripted.vocabulary().devices().contains("Garden pump 1"), "rebuilt at the next utterance");
        }
    }

    private VoicePipeline pipeline() {
        return new VoicePipeline(Optional.of(recognizer()), Optional.of(vad()),
                new SpeakerIdentification(Optional.empty(), null, null), turns, new RoomSpeakers(), Optional.empty(),
                () -> new CommandVocabulary(household.get() == 0 ? List.of("Kitchen light")
                        : List.of("Kitchen light", "Garden pump " + household.get()), List.of("kitchen")));
    }

    private List<VoiceEvent> problems() {
        return out.stream().filter(e -> e instanceof VoiceEvent.Problem).toList();
    }

    /** Half a second of speech-loud audio, then 0.6 s of silence, so the VAD ends the utterance. */
    private static void speak(RoomSession room) {
        room.audio(loud(8_000), 8_000);
        room.audio(new short[9_600], 9_600);
    }

    private static short[] loud(int n) {
        short[] s = new short[n];
        for (int i = 0; i < n; i++) {
            s[i] = (short) (4_000 * Math.sin(2 * Math.PI * 220 * i / 16_000.0));
        }
        return s;
    }

    /** The test loudness VAD, whose model fails once when told to. */
    private VoiceActivityDetector vad() {
        TestVad loudness = new TestVad();
        return new VoiceActivityDetector() {
            public String id() {
                return "failing-once";
            }

            public VadSession newSession() {
                VadSession inner = loudness.newSession();
                return new VadSession() {
                    public List<VadEvent> accept(short[] samples, int length) {
                        if (vadFails.getAndSet(false)) {
                            throw new VadException("the model failed on a window while Olga said her PIN", null);
                        }
                        return inner.accept(samples, length);
                    }

                    public void reset() {
                        inner.reset();
                    }
                };
            }

            public void close() {}
        };
    }

    /** The scripted recogniser, whose grammar cannot be written while told so. */
    private SpeechRecognizer recognizer() {
        return new SpeechRecognizer() {
            public String id() {
                return "scripted-failing-grammar";
            }

            public RecognitionStream start() {
                return scripted.start();
            }

            public void useVocabulary(CommandVocabulary vocabulary) {
                if (grammarFails.get()) {
                    throw new UncheckedIOException(new java.io.IOException("No space left on device"));
                }
                scripted.useVocabulary(vocabulary);
            }

            public void close() {}
        };
    }
}
