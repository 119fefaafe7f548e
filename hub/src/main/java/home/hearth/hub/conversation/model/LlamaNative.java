package home.hearth.hub.conversation.model;

import de.kherud.llama.LlamaModel;
import de.kherud.llama.LogLevel;
import de.kherud.llama.args.LogFormat;
import home.hearth.hub.lifecycle.NativeLibraries;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Prepares java-llama.cpp's native side once per JVM: {@code libjllama.so} is unpacked once into the
 * data folder ({@link NativeLibraries#llamaCpp}) and {@code de.kherud.llama.lib.path} points at it (its
 * own loader would copy it into {@code de.kherud.llama.tmpdir} at every start, which stays the data folder
 * for when that fails), and its log goes to SLF4J at WARN and above only: llama.cpp's INFO and DEBUG lines
 * can hold prompt text.
 */
final class LlamaNative {
    private static final Logger LOG = LoggerFactory.getLogger("llama.cpp");
    private static boolean prepared;

    private LlamaNative() {}

    static synchronized void prepare(Path nativeDir) {
        if (prepared) {
            return;
        }
        try {
            Files.createDirectories(nativeDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + nativeDir + " for the llama.cpp library", e);
        }
        if (System.getProperty("de.kherud.llama.tmpdir") == null && System.getProperty("de.kherud.llama.lib.path") == null) {
            System.setProperty("de.kherud.llama.tmpdir", nativeDir.toAbsolutePath().toString());
            try {
                NativeLibraries.llamaCpp(nativeDir)
                        .ifPresent(dir -> System.setProperty("de.kherud.llama.lib.path", dir.toAbsolutePath().toString()));
            } catch (UncheckedIOException e) {
                LOG.warn("the llama.cpp library could not be unpacked into {} ({}); it copies it there at each start"
                        + " instead", nativeDir, e.getCause().toString());
            }
        }
        try {
            LlamaModel.setLogger(LogFormat.TEXT, (level, message) -> {
                if (level == LogLevel.WARN || level == LogLevel.ERROR) {
                    LOG.warn("{}", message.strip());
                }
            });
        } catch (UnsatisfiedLinkError e) {
            throw new LanguageModelException("the llama.cpp library cannot be loaded on this machine"
                    + " (Linux x86_64 or aarch64 with glibc and libgomp1 needed): " + e.getMessage(), e);
        }
        prepared = true;
    }
}
