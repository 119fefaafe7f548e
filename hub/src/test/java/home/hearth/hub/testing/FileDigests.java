package home.hearth.hub.testing;

import home.hearth.policies.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Every file under a folder with a SHA-256 of its bytes: compare two to prove nothing on disk changed. */
public final class FileDigests {
    private FileDigests() {}

    public static Map<String, String> of(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            Map<String, String> out = new TreeMap<>();
            files.filter(Files::isRegularFile).forEach(f -> out.put(root.relativize(f).toString(), sha256(f)));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String sha256(Path f) {
        try {
            return Sha256.hex(Files.readAllBytes(f));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
