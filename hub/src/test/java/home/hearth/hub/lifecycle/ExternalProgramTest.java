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
     * A program that never reads its input blocked the caller's write once the pipe was full (Apertium's translation
     * thread, for good), and killing the shell left its pipeline running.
     */
    @Test
    void aProgramThatNeitherReadsNorEndsIsKilledWithItsChildrenAtTheDeadline() {
        byte[] big = new byte[1 << 20];
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(IOException.class,
                () -> ExternalProgram.run(List.of("sh", "-c", "sleep 117 | sleep 118"), big, Duration.ofSeconds(1))));
        assertEquals("sh did not finish within 1000 ms", e.getMessage());
        assertTrue(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .noneMatch(h -> h.info().commandLine().orElse("").matches(".*sleep 11[78].*")), "the pipeline was killed");
    }
}
