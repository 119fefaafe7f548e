package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.LogCapture;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Memory text never reaches the log, at any level, whatever the index does. */
class SearchLoggingTest {
    private static final String MARKER = "quokka7731";
    private LogCapture logs;

    @BeforeEach
    void captureEverything() {
        logs = new LogCapture();
    }

    @AfterEach
    void restore() {
        logs.close();
    }

    @Test
    void indexingSearchingRebuildingAndDeletingNeverLogTheMemoryText() {
        ReadAccess house = new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));
        try (LuceneMemoryIndex index = Memories.newIndex()) {
            index.upsert(memory("m1", "The " + MARKER + " lives behind the shed", household()));
            IndexedMemory bad = new IndexedMemory("m2", MARKER + " bad", new float[384], household(), Validity.ALWAYS);
            index.rebuild(Stream.of(memory("m1", "The " + MARKER + " lives behind the shed", household()), bad));
            assertFalse(index.search(Queries.of(MARKER, house, 5)).hits().isEmpty());
            index.delete("m1");
        }
        assertFalse(logs.containing("m2").isEmpty(), "the skipped memory is logged by id: " + logs.lines());
        assertTrue(logs.containing(MARKER).isEmpty(), logs.all());
    }
}
