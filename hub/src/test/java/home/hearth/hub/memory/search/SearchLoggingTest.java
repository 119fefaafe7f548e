package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Memory text never reaches the log, at any level, whatever the index does. */
class SearchLoggingTest {
    private static final String MARKER = "quokka7731";
    private final List<String> logged = new ArrayList<>();
    private final Logger root = Logger.getLogger("");
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r.getLoggerName() + " " + r.getMessage() + " " + Arrays.toString(r.getParameters()));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private Level previous;

    @BeforeEach
    void captureEverything() {
        previous = root.getLevel();
        root.setLevel(Level.ALL);
        Logger.getLogger("home.hearth").setLevel(Level.ALL);
        root.addHandler(capture);
    }

    @AfterEach
    void restore() {
        root.removeHandler(capture);
        root.setLevel(previous);
        Logger.getLogger("home.hearth").setLevel(null);
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
        assertTrue(logged.stream().anyMatch(line -> line.contains("m2")), "the skipped memory is logged by id: " + logged);
        assertTrue(logged.stream().noneMatch(line -> line.contains(MARKER)), logged.toString());
    }
}
