package home.hearth.hub.voice;

import home.hearth.hub.lifecycle.ExternalProgram;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Spoken replies with espeak-ng, resampled by sox to the protocol's 16 kHz mono s16le. Optional:
 * a microphone asks for it in its hello; without the programs it is simply not offered. The text
 * is passed as one argument (never through a shell) and never logged.
 */
public final class EspeakSynthesis {
    private static final Logger LOG = LoggerFactory.getLogger(EspeakSynthesis.class);
    private static final Duration DEADLINE = Duration.ofSeconds(10);
    private final String voice;
    private final String espeak;
    private final String sox;
    private final Duration deadline;

    /** With the programs and the deadline each of them has to finish in (tests give a program that hangs). */
    EspeakSynthesis(String voice, String espeak, String sox, Duration deadline) {
        this.voice = voice;
        this.espeak = espeak;
        this.sox = sox;
        this.deadline = deadline;
    }

    /** Synthesis when espeak-ng and sox are installed. */
    public static Optional<EspeakSynthesis> ifInstalled(String voice) {
        boolean installed = onPath("espeak-ng") && onPath("sox");
        return installed ? Optional.of(new EspeakSynthesis(voice, "espeak-ng", "sox", DEADLINE)) : Optional.empty();
    }

    /**
     * The speech of {@code text} as 16 kHz mono s16le; empty when synthesis failed (logged without the text). Each
     * program has the deadline whatever it does: the caller may be the timers' only thread, and a program that hung
     * with its output open once held it, and every reminder behind it, until the hub restarted.
     */
    public Optional<byte[]> speak(String text) {
        try {
            byte[] wav = ExternalProgram.run(List.of(espeak, "-v", voice, "--stdout", "--", text), new byte[0], deadline);
            return Optional.of(ExternalProgram.run(List.of(sox, "-t", "wav", "-", "-t", "raw", "-r", "16000", "-c", "1",
                    "-b", "16", "-e", "signed-integer", "-L", "-"), wav, deadline));
        } catch (IOException e) {
            LOG.warn("Speech synthesis failed: {}", e.getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static boolean onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
