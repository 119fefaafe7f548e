package home.hearth.hub.voice.recognition;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import java.lang.ref.Reference;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Sphinx4 decoder holds ~90 MB of acoustic model. A closed recogniser must let its decoders go
 * even while something still holds the recogniser (a stopped hub kept in a test class's static
 * field held one per hub and filled the test JVM's heap), and a recogniser nobody speaks to loads
 * none.
 */
class Sphinx4RecognizerReleaseTest {
    @TempDir
    Path audio;

    @Test
    void aClosedRecogniserLetsItsDecodersBeCollectedWhileItIsStillHeld() {
        Speech speech = new Speech(audio);
        Sphinx4Recognizer held = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 2, 1e-20);
        assertEquals("turn on the kitchen light",
                Sphinx4RecognizerTest.recognise(held, speech.say("en+f2", "turn on the kitchen light")).text());
        List<WeakReference<Object>> decoders = held.loadedDecoders().stream().map(WeakReference::new).toList();
        assertFalse(decoders.isEmpty(), "a decoder was loaded");

        held.close();

        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200)).until(() -> {
            System.gc();
            return decoders.stream().allMatch(r -> r.get() == null);
        });
        assertThrows(RecognitionException.class, held::start);
        Reference.reachabilityFence(held);
    }

    @Test
    void aRecogniserNobodySpeaksToLoadsNoDecoderUntilPrepared() {
        try (Sphinx4Recognizer idle = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 1, 1e-20);
                Sphinx4Recognizer control = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 1, 1e-20)) {
            control.prepare();
            // by the time a prepared one has loaded (and a while after), the other one has loaded nothing
            await().atMost(Duration.ofSeconds(120)).until(() -> control.loadedDecoders().size() == 1);
            await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(3))
                    .until(() -> idle.loadedDecoders().isEmpty());
            idle.prepare();
            await().atMost(Duration.ofSeconds(120)).until(() -> idle.loadedDecoders().size() == 1);
            idle.prepare(); // once is enough
            assertEquals(1, idle.loadedDecoders().size());
        }
    }

    @Test
    void closingWhileTheFirstDecoderLoadsLeavesNothingLoaded() {
        Sphinx4Recognizer closing = new Sphinx4Recognizer(DemoCommands.VOCABULARY, 1, 1e-20);
        closing.prepare();
        closing.close();
        await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(4))
                .until(() -> closing.loadedDecoders().isEmpty());
        assertTrue(closing.loadedDecoders().isEmpty());
    }
}
