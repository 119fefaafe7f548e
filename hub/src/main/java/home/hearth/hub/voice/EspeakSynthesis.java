package home.hearth.hub.voice;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Spoken replies with espeak-ng, resampled by sox to the protocol's 16 kHz mono s16le. Optional:
 * a microphone asks for it in its hello; without the programs it is simply not offered. The text
 * is passed as one argument (never through a shell) and never logged.
 */
public final class EspeakSynthesis {
    private static final Logger LOG = LoggerFactory.getLogger(EspeakSynthesis.class);
    private static final long TIMEOUT_SECONDS = 10;
    private final String voice;

    private EspeakSynthesis(String voice) {
        this.voice = voice;
    }

    /** Synthesis when espeak-ng and sox are installed. */
    public static Optional<EspeakSynthesis> ifInstalled(String voice) {
        boolean installed = onPath("espeak-ng") && onPath("sox");
        return installed ? Optional.of(new EspeakSynthesis(voice)) : Optional.empty();
    }

    /** The speech of {@code text} as 16 kHz mono s16le; empty when synthesis failed (logged without the text). */
    public Optional<byte[]> speak(String text) {
        try {
            byte[] wav = run(List.of("espeak-ng", "-v", voice, "--stdout", "--", text), null);
            return Optional.of(run(List.of("sox", "-t", "wav", "-", "-t", "raw", "-r", "16000", "-c", "1", "-b", "16",
                    "-e", "signed-integer", "-L", "-"), wav));
        } catch (IOException e) {
            LOG.warn("Speech synthesis failed: {}", e.getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static byte[] run(List<String> command, byte[] input) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        // Fed from its own thread: sox writes while it reads, and a full pipe must not block both sides.
        Thread.ofVirtual().name("hearth-voice-synthesis-feed").start(() -> {
            try (var in = p.getOutputStream()) {
                if (input != null) {
                    in.write(input);
                }
            } catch (IOException e) {
                LOG.debug("Synthesis input not fully written: {}", e.getMessage());
            }
        });
        byte[] out;
        try (InputStream stdout = p.getInputStream()) {
            out = stdout.readAllBytes();
        }
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(command.get(0) + " did not finish cleanly");
        }
        return out;
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
