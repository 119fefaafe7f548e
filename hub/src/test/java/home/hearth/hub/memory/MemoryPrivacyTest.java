package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A marker memory goes through every use case; it must never reach a log line or a plaintext file. */
class MemoryPrivacyTest {
    static final String MARKER = "zebracorn7f3a";
    @TempDir
    Path dir;
    private final List<String> logLines = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            String params = r.getParameters() == null ? "" : List.of(r.getParameters()).toString();
            logLines.add(r.getLoggerName() + " " + r.getMessage() + " " + params
                    + (r.getThrown() == null ? "" : " " + r.getThrown()));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private Level rootLevel;

    @BeforeEach
    void captureEveryLevel() {
        Logger root = Logger.getLogger("");
        rootLevel = root.getLevel();
        root.setLevel(Level.ALL);
        capture.setLevel(Level.ALL);
        root.addHandler(capture);
    }

    @AfterEach
    void restore() {
        Logger root = Logger.getLogger("");
        root.removeHandler(capture);
        root.setLevel(rootLevel);
    }

    @Test
    void aMarkerMemoryNeverAppearsInTheLogsNorInAnyPlaintextFileUnderTheDataDirectory() throws IOException {
        Path data = Files.createDirectories(dir.resolve("data"));
        try (MemoryFixture f = new MemoryFixture(data)) {
            Memory m = f.remember(ALICE, "user", "Our cat " + MARKER + " sleeps on the blue sofa");
            f.service.writer().create(ALICE, MemoryWriteTest.draft("user", "I keep a " + MARKER + " in the hall", false));
            f.service.searcher().search(ALICE, MARKER + " cat sofa", 3, true);
            f.service.searcher().search(BOB, MARKER, 3, true);
            f.service.editor().edit(ALICE, m.id(), MemoryIsolationTest.textEdit("The cat " + MARKER + " now sleeps in the hall"));
            f.service.reader().get(ALICE, m.id());
            f.service.reader().export(ALICE);
            try {
                f.service.reader().get(BOB, m.id());
            } catch (MemoryProblem expected) {
                assertFalse(expected.getMessage().contains(MARKER));
            }
            f.maintenance().runOnce();
            f.service.editor().forgetAll(ALICE);
            assertFalse(f.audit.isEmpty());
            assertFalse(f.audit.toString().contains(MARKER), "audit events are content-free");
            assertNoMarkerIn(data);
        }
        assertNoMarkerIn(data);
        assertFalse(logLines.isEmpty(), "the capture works: the store logs at some level");
        assertEquals(List.of(), logLines.stream().filter(l -> l.contains(MARKER)).toList());
    }

    private static void assertNoMarkerIn(Path data) throws IOException {
        try (Stream<Path> files = Files.walk(data)) {
            List<Path> all = files.filter(Files::isRegularFile).toList();
            assertTrue(all.stream().anyMatch(p -> p.getFileName().toString().equals("hub.db")));
            for (Path p : all) {
                String bytes = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
                assertFalse(bytes.contains(MARKER), "plaintext marker in " + p);
                assertFalse(bytes.contains(new StringBuilder(MARKER).reverse()), "reversed marker in " + p);
            }
        }
    }
}
