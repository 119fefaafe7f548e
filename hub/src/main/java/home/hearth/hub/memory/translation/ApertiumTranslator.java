package home.hearth.hub.memory.translation;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Portuguese ↔ English through Debian's Apertium (GPL: run as a separate program, never linked),
 * pivoting through Spanish: {@code pt-es | spa-eng} and {@code eng-spa | es-pt}. Rough but enough for
 * a memory to be found by a question in the other language. The text goes through pipes only, never
 * a file. Several texts go through one run, one per line.
 */
public final class ApertiumTranslator {
    /** The modes the two directions need (packages apertium-es-pt, apertium-eng-spa). */
    static final List<String> MODES = List.of("pt-es", "spa-eng", "eng-spa", "es-pt");
    private final Path apertium;
    private final Duration deadline;

    private ApertiumTranslator(Path apertium, Duration deadline) {
        this.apertium = apertium;
        this.deadline = deadline;
    }

    /**
     * The translator, when {@code apertium} runs and knows every mode of {@link #MODES}; otherwise why
     * not, in a sentence for the log and {@code /health}.
     */
    public static Availability find(Path apertium, Duration deadline) {
        if (!Files.isExecutable(apertium)) {
            return new Availability.Missing("Apertium not found at " + apertium
                    + ": memories are not translated (apt-get install apertium apertium-es-pt apertium-eng-spa)");
        }
        try {
            List<String> modes = Arrays.asList(run(List.of(apertium.toString(), "-l"), "", deadline).split("\\s+"));
            List<String> absent = MODES.stream().filter(m -> !modes.contains(m)).toList();
            if (!absent.isEmpty()) {
                return new Availability.Missing("Apertium lacks the modes " + absent
                        + ": memories are not translated (apt-get install apertium-es-pt apertium-eng-spa)");
            }
            return new Availability.Ready(new ApertiumTranslator(apertium, deadline));
        } catch (TranslationException e) {
            return new Availability.Missing("Apertium does not run: " + e.getMessage());
        }
    }

    /** Translates each text (one line each) into the other language; the same count comes back. */
    public List<String> translateAll(List<String> texts, Language from) {
        if (texts.isEmpty()) {
            return List.of();
        }
        String in = String.join("\n", texts.stream().map(t -> t.replaceAll("[\\r\\n]+", " ").strip()).toList()) + "\n";
        List<String> stages = from == Language.PT ? List.of("pt-es", "spa-eng") : List.of("eng-spa", "es-pt");
        String out = in;
        for (String mode : stages) {
            out = run(List.of(apertium.toString(), "-u", mode), out, deadline);
        }
        List<String> lines = out.lines().toList();
        if (lines.size() != texts.size()) {
            throw new TranslationException("Apertium gave " + lines.size() + " lines for " + texts.size() + " texts");
        }
        return lines.stream().map(String::strip).toList();
    }

    public Optional<String> translate(String text) {
        Language from = Language.guess(text);
        return Optional.of(translateAll(List.of(text), from).get(0)).filter(t -> !t.isBlank());
    }

    private static String run(List<String> command, String input, Duration deadline) {
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> readAll(p));
            try (OutputStream stdin = p.getOutputStream()) {
                stdin.write(input.getBytes(StandardCharsets.UTF_8));
            }
            if (!p.waitFor(deadline.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                throw new TranslationException("Apertium took longer than " + deadline.toSeconds() + " s");
            }
            if (p.exitValue() != 0) {
                throw new TranslationException("Apertium " + command.get(command.size() - 1) + " exited with " + p.exitValue());
            }
            return new String(stdout.get(deadline.toMillis(), TimeUnit.MILLISECONDS), StandardCharsets.UTF_8);
        } catch (IOException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new TranslationException("Apertium failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TranslationException("interrupted while translating");
        }
    }

    private static byte[] readAll(Process p) {
        try {
            return p.getInputStream().readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
