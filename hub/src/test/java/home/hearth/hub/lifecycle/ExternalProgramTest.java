package home.hearth.hub.lifecycle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A separate program's output within a deadline that holds whatever the program does. */
class ExternalProgramTest {

    @Test
    void returnsWhatTheProgramWritesForItsInput() throws Exception {
        byte[] big = "uma frase, ".repeat(20_000).getBytes(StandardCharsets.UTF_8); // more than a pipe holds
        assertArrayEquals(big, ExternalProgram.run(List.of("cat"), big, Duration.ofSeconds(30)));
    }

    @Test
    void saysHowAProgramThatFailedEnded() {
        IOException e = assertThrows(IOException.class,
                () -> ExternalProgram.run(List.of("sh", "-c", "exit 3"), new byte[0], Duration.ofSeconds(30)));
        assertEquals("sh exited with 3", e.getMessage());
    }

    /**
     * A program that does not read leaves the input's writer blocked on a full pipe; Process.destroyForcibly kills it
     * and then closes the input, which waits for that writer: it returns once the pipe has no reader left.
     */
    @Test
    void aProgramThatNeverReadsItsInputIsKilledAtTheDeadline() {
        byte[] big = new byte[1 << 20];
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                () -> ExternalProgram.run(List.of("sleep", "116"), big, Duration.ofSeconds(1))));
        assertEquals("sleep did not finish within 1000 ms", e.getMessage());
        assertTrue(ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .noneMatch(h -> h.info().commandLine().orElse("").contains("sleep 116")), "it was killed");
    }

    /**
     * The same for a shell pipeline (Apertium is one), whose children hold the pipes after the shell is killed: they
     * are killed too, or closing the input would wait for good. Before, the caller wrote the input itself and blocked
     * once the pipe was full (Apertium's translation thread, for good), and a timeout killed only the shell.
     */
    @Test
    void aProgramThatNeitherReadsNorEndsIsKilledWithItsChildrenAtTheDeadline() {
        byte[] big = new byte[1 << 20];
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                () -> ExternalProgram.run(List.of("sh", "-c", "sleep 117 | sleep 118"), big, Duration.ofSeconds(1))));
        assertEquals("sh did not finish within 1000 ms", e.getMessage());
        assertTrue(ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .noneMatch(h -> h.info().commandLine().orElse("").matches(".*sleep 11[78].*")), "the pipeline was killed");
    }
}
