package home.hearth.hub.memory;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryProblem;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.LogCapture;
import home.hearth.hub.testing.Plaintext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A marker memory goes through every use case; it must never reach a log line or a plaintext file. */
class MemoryPrivacyTest {
    static final String MARKER = "zebracorn7f3a";
    @TempDir
    Path dir;
    private LogCapture logs;

    @BeforeEach
    void captureEveryLevel() {
        logs = new LogCapture();
    }

    @AfterEach
    void restore() {
        logs.close();
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
            MemoryProblem refused = assertThrows(MemoryProblem.class, () -> f.service.reader().get(BOB, m.id()),
                    "Bob may not read Alice's own memory");
            assertEquals(MemoryProblem.Kind.NOT_FOUND, refused.kind(), "another member's memory is simply not found");
            assertEquals("Memory " + m.id() + " not found.", refused.getMessage(), "the refusal names no content");
            f.maintenance().runOnce();
            f.service.editor().forgetAll(ALICE);
            assertFalse(f.audit.isEmpty());
            assertFalse(f.audit.toString().contains(MARKER), "audit events are content-free");
            assertNoMarkerIn(data);
        }
        assertNoMarkerIn(data);
        assertFalse(logs.lines().isEmpty(), "the capture works: the store logs at some level");
        assertEquals(List.of(), logs.containing(MARKER));
    }

    private static void assertNoMarkerIn(Path data) {
        assertTrue(Plaintext.files(data).stream().anyMatch(p -> p.getFileName().toString().equals("hub.db")));
        Plaintext.assertAbsent(data, MARKER);
        Plaintext.assertAbsent(data, new StringBuilder(MARKER).reverse().toString());
    }
}
