package home.hearth.policies.memory.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The build step that learns the entry gate's screen ({@link PrebuiltScreen}): Maven runs it after the tests compile
 * (policies/pom.xml) and it writes the model into the module's classes, beside the labelled set it was learned from.
 * It lives with the tests because the policies module does no file I/O of its own (ArchitectureTest).
 */
public final class LearnScreenAtBuild {
    private LearnScreenAtBuild() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: LearnScreenAtBuild <file to write>");
        }
        Path file = Path.of(args[0]);
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(file)) {
            byte[] set = LearnedScreen.labelledSet();
            PrebuiltScreen.write(LearnedScreen.fingerprint(set), LearnedScreen.learnFrom(set), out);
        }
    }
}
