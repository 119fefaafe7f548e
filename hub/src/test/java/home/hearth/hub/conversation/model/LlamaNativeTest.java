package home.hearth.hub.conversation.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** java-llama.cpp loads its library from the folder unpacked once, instead of copying it out at every start. */
class LlamaNativeTest {
    @TempDir
    Path nativeDir;

    @Test
    void llamaCppLoadsItsLibraryFromTheFolderUnpackedOnceAndCopiesNothingElse() throws IOException {
        assumeTrue(System.getProperty("de.kherud.llama.tmpdir") == null
                && System.getProperty("de.kherud.llama.lib.path") == null, "prepared once per JVM: another test came first");
        LlamaNative.prepare(nativeDir);
        try (Stream<Path> all = Files.walk(nativeDir)) {
            List<String> files = all.filter(Files::isRegularFile).map(p -> nativeDir.relativize(p).toString()).toList();
            assertEquals(1, files.size(), "one copy, in its own folder: " + files);
            assertEquals(true, files.getFirst().matches("libjllama-[0-9a-f]{16}/libjllama\\.so"), files.toString());
            assertEquals(nativeDir.resolve(files.getFirst()).getParent().toAbsolutePath().toString(),
                    System.getProperty("de.kherud.llama.lib.path"));
        }
    }
}
