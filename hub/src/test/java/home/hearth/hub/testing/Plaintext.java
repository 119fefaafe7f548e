package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Scans every file under a folder (database, WAL, shm, backups, broker files) for a plaintext marker. */
public final class Plaintext {
    private Plaintext() {}

    /** Fails naming the file if any regular file under {@code root} contains {@code marker} as UTF-8 bytes. */
    public static void assertAbsent(Path root, String marker) {
        // ISO-8859-1 maps each byte to one char, so a byte search becomes a string search.
        String needle = new String(marker.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        for (Path f : files(root)) {
            assertFalse(read(f).contains(needle), "plaintext marker in " + f);
        }
    }

    /** Every regular file under {@code root}. */
    public static List<Path> files(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path f) {
        try {
            return new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
