package home.hearth.hub.memory.translation;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.lifecycle.MemoryTranslation;
import home.hearth.hub.memory.persistence.TranslationStore;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.testing.LogCapture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch whose translation fails with something unexpected (here the embedder, on the real Apertium's output) costs
 * that batch, logged without content; the memories queued behind it are still translated. Before, the exception
 * ended the translation thread's pass with the batch, and the rest of the queue waited for the next memory written.
 */
class MemoryTranslationFailureTest {
    private static final Path APERTIUM = Path.of("/usr/bin/apertium");
    private static final List<String> TEXTS = List.of(
            "The spare garage key is inside the blue box in the pantry",
            "Sunday dinner is always at grandmother Rosa's house",
            "I like to read in the garden on quiet afternoons",
            "Our cat Miso only eats the salmon food",
            "The recycling bins go out on Tuesday evenings",
            "My dentist appointment is on the fourteenth",
            "The wifi router is behind the television",
            "Grandfather likes his coffee without sugar",
            "The winter coats are kept in the attic",
            "Football practice for the children ends at six",
            "My favourite city for a weekend away is Porto",
            "We water the tomatoes every second morning",
            "The neighbour on the left keeps our spare umbrella",
            "The piano lesson moved to Wednesday afternoons",
            "I keep my running shoes by the back door",
            "Ana prefers the window seat on long drives",
            "The library books are due back next Friday");

    @TempDir
    Path dir;

    @Test
    void anUnexpectedFailureCostsItsBatchAndTheQueueBehindItIsStillTranslated() throws Exception {
        assertTrue(Files.isExecutable(APERTIUM), "Apertium is installed (bin/install-test-deps)");
        ApertiumTranslator apertium = ((Availability.Ready) ApertiumTranslator.find(APERTIUM, Duration.ofSeconds(60)))
                .translator();
        AtomicBoolean failNext = new AtomicBoolean(true);
        Embedder real = MemoryFixture.embedder();
        Embedder failingOnce = new Embedder() {
            public float[] embed(String text) {
                return real.embed(text);
            }

            public List<float[]> embedAll(List<String> texts) {
                if (failNext.getAndSet(false)) {
                    throw new IllegalStateException("could not embed: " + texts);
                }
                return real.embedAll(texts);
            }

            public int dimension() {
                return real.dimension();
            }

            public String name() {
                return real.name();
            }
        };
        try (MemoryFixture f = new MemoryFixture(dir); LogCapture log = new LogCapture()) {
            TEXTS.forEach(text -> f.remember(ALICE, "user", text));
            TranslationStore translations = new TranslationStore(f.db.dataSource(), real::name, f.cipher);
            try (MemoryTranslation translation = new MemoryTranslation(f.store, translations, f.index, failingOnce,
                    apertium, HouseholdGlossary.builtIn())) {
                translation.catchUp(); // all 17 queued at once: a first batch of 16, one behind it

                await().atMost(Duration.ofSeconds(120)).until(() -> translation.translated() == 1);
                assertEquals(16, translation.failed());
                assertEquals(0, translation.waiting());
            }
            assertEquals(1, log.containing("16 memories were not translated: unexpected java.lang.IllegalStateException")
                    .size(), log.all());
            assertEquals(List.of(), log.containing("could not embed"), "nothing of the memories in the log");
        }
    }
}
