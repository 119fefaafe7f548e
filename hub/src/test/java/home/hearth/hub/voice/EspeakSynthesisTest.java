package home.hearth.hub.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spoken replies from the real programs, and a program that hangs given up on at its deadline. */
class EspeakSynthesisTest {

    @Test
    void speaksWithTheInstalledProgramsAs16BitSamples() {
        EspeakSynthesis synthesis = EspeakSynthesis.ifInstalled("en").orElseThrow(
                () -> new AssertionError("espeak-ng and sox are not installed: run bin/install-test-deps (make test does)"));
        byte[] pcm = synthesis.speak("The pasta is ready.").orElseThrow();
        assertTrue(pcm.length > 16_000, "at least half a second of speech: " + pcm.length + " bytes");
        assertEquals(0, pcm.length % 2);
    }

    /**
     * A synthesiser that starts its output and then hangs held its caller for good: the timers' only thread, and
     * with it every reminder, until the hub restarted (the deadline was checked only once the output had ended).
     */
    @Test
    void aProgramThatHangsIsGivenUpOnAtTheDeadlineAndKilled(@TempDir Path dir) throws Exception {
        Path hanging = Files.writeString(dir.resolve("espeak-ng"), "#!/bin/sh\nprintf 'RIFF'\nexec sleep 119\n");
        Files.setPosixFilePermissions(hanging, PosixFilePermissions.fromString("rwx------"));
        EspeakSynthesis synthesis = new EspeakSynthesis("en", hanging.toString(), "sox", Duration.ofSeconds(1));

        Optional<byte[]> spoken = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> synthesis.speak("Time to go."));

        assertEquals(Optional.empty(), spoken);
        assertTrue(ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .noneMatch(h -> h.info().commandLine().orElse("").contains("sleep 119")), "the hanging program was killed");
    }
}
