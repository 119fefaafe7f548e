package home.hearth.hub.lifecycle;

import home.hearth.policies.Sha256;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * ONNX Runtime's and SQLite's native libraries, unpacked once into the hub's data folder. Left to
 * itself, each library copies itself out of its jar into the temporary folder at every start (ONNX
 * Runtime 21 MB, SQLite 1.1 MB) and deletes the copy when the JVM exits normally; a hub that is killed
 * (a power cut, the OOM killer, a watchdog) leaves it behind, and a /tmp in memory (tmpfs, Debian's
 * default) keeps it in RAM. The crash test's 50 kills left 1 GB. Here they go into
 * {@code native/<library>-<id>} (the id names the jar they came from, so an upgrade unpacks anew)
 * through a folder written, synced and only then renamed into place, and a system property points each
 * library at its copy before it is first loaded. A start writes nothing when the copies are whole: each is
 * checked against its jar entry's size and CRC-32, so a copy whose end never reached the disk (a power cut
 * before the page cache was written: the right size, zeros inside) is unpacked again, not loaded.
 *
 * <p>The copies are read whole at every start on purpose. A marker of their size and mtime would not see
 * that damage: a copy a power cut zero-filled keeps the size and mtime it was written with, the very ones a
 * marker made after the unpack would hold, so only its bytes tell; and reading them is not what a start waits
 * for (measured 2026-12-07, 22.3 MB on x86-64, load 5-7: 84-181 ms for both libraries with the CRC against
 * 81-209 ms with the size alone, most of it opening ONNX Runtime's 139 MB jar for the entries' CRCs, which a
 * marker would still need).
 */
public final class NativeLibraries {
    static final String ORT_PATH = "onnxruntime.native.path";
    static final String SQLITE_PATH = "org.sqlite.lib.path";
    static final String SQLITE_NAME = "org.sqlite.lib.name";
    private static final Logger LOG = LoggerFactory.getLogger(NativeLibraries.class);
    private static final List<String> ORT_LIBRARIES = List.of("libonnxruntime.so", "libonnxruntime4j_jni.so");
    private static final String SQLITE_LIBRARY = "libsqlitejdbc.so";
    /** Named, not imported: this package knows nothing of what it prepares. */
    private static final String ORT_ENTRY = "ai.onnxruntime.OrtEnvironment";
    private static boolean ortLoaded;

    private NativeLibraries() {
    }

    /**
     * Points ONNX Runtime at its libraries unpacked under {@code nativeDir} and loads them, once per
     * JVM; nothing when the household set {@code onnxruntime.native.path} itself or this platform has
     * no libraries in the jar (then ONNX Runtime loads as it always does). Loading at once means the
     * folder is read now, while this hub holds its data folder: a second hub in the same JVM (tests)
     * neither unpacks again nor meets a folder that is gone. Never fails a start: a folder that cannot
     * be written is logged, and a library that does not load fails where a model needs it, as before.
     */
    public static synchronized void prepareOnnxRuntime(Path nativeDir) {
        if (ortLoaded || System.getProperty(ORT_PATH) != null) {
            return;
        }
        try {
            Optional<Path> dir = onnxRuntime(nativeDir);
            if (dir.isEmpty()) {
                return;
            }
            System.setProperty(ORT_PATH, dir.get().toString());
            Class.forName(ORT_ENTRY, true, NativeLibraries.class.getClassLoader()); // its static block loads the libraries
            ortLoaded = true;
        } catch (UncheckedIOException e) {
            LOG.warn("ONNX Runtime's libraries could not be unpacked into {} ({}); it copies them to the temporary"
                    + " folder at each start instead", nativeDir, e.getCause().toString());
        } catch (ClassNotFoundException | LinkageError e) {
            LOG.warn("ONNX Runtime did not load from {}: {}", System.getProperty(ORT_PATH), e.toString());
        }
    }

    /**
     * Points SQLite's driver at its library unpacked under {@code nativeDir}; the driver loads it at
     * the first connection, from there. {@code platformFolder} is the driver's own name for this
     * machine's folder in its jar ({@code Linux/aarch64}; the caller asks the driver, which knows
     * musl from glibc). Nothing when the household set {@code org.sqlite.lib.path} itself or the jar
     * has no library there; a folder that cannot be written is logged. Either way the driver loads
     * as it always does, and it does the same if the copy fails to load.
     */
    public static synchronized void prepareSqlite(Path nativeDir, String platformFolder) {
        if (System.getProperty(SQLITE_PATH) != null) {
            return;
        }
        try {
            Optional<Path> dir = unpacked(nativeDir, "sqlite", "org/sqlite/native/" + platformFolder, List.of(SQLITE_LIBRARY));
            if (dir.isPresent()) {
                System.setProperty(SQLITE_NAME, SQLITE_LIBRARY);
                System.setProperty(SQLITE_PATH, dir.get().toString());
            }
        } catch (UncheckedIOException e) {
            LOG.warn("SQLite's library could not be unpacked into {} ({}); it copies it to the temporary folder at"
                    + " each start instead", nativeDir, e.getCause().toString());
        }
    }

    /**
     * The folder holding java-llama.cpp's {@code libjllama.so} for this machine, unpacked when missing or
     * damaged; empty on a platform its jar has no library for. Left to itself, its loader copies the library
     * (6 MB) into its temporary folder at every start; pointed at this folder it loads it from there.
     *
     * @throws UncheckedIOException when the folder cannot be written
     */
    public static synchronized Optional<Path> llamaCpp(Path nativeDir) {
        Optional<String> platform = ortPlatform().map(ort -> ort.equals("linux-x64") ? "Linux/x86_64" : "Linux/aarch64");
        return platform.isEmpty() ? Optional.empty()
                : unpacked(nativeDir, "libjllama", "de/kherud/llama/" + platform.get(), List.of("libjllama.so"));
    }

    /** The folder holding this platform's ONNX Runtime libraries, unpacked when missing or incomplete. */
    static Optional<Path> onnxRuntime(Path nativeDir) {
        Optional<String> platform = ortPlatform();
        return platform.isEmpty() ? Optional.empty()
                : unpacked(nativeDir, "onnxruntime", "ai/onnxruntime/native/" + platform.get(), ORT_LIBRARIES);
    }

    /**
     * The folder {@code <library>-<id>} under {@code nativeDir} holding {@code names} from the jar
     * folder {@code inJar}, unpacked when missing or incomplete; empty when the jar has not all of them.
     */
    static Optional<Path> unpacked(Path nativeDir, String library, String inJar, List<String> names) {
        List<Library> libraries = new ArrayList<>();
        for (String name : names) {
            URL url = NativeLibraries.class.getClassLoader().getResource(inJar + "/" + name);
            if (url == null) {
                return Optional.empty();
            }
            libraries.add(library(name, url));
        }
        Path dir = nativeDir.resolve(library + "-" + id(libraries));
        if (!complete(dir, libraries)) {
            unpack(dir, library, libraries);
        }
        return Optional.of(dir);
    }

    /** One library in a jar: its file name, where it is, its size and its CRC-32. */
    private record Library(String name, URL url, long size, long crc) {}

    /** ONNX Runtime's own name for this machine's folder in its jar (Linux only: the hub's platforms). */
    private static Optional<String> ortPlatform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux")) {
            return Optional.empty();
        }
        return switch (arch) {
            case "amd64", "x86_64" -> Optional.of("linux-x64");
            case "aarch64" -> Optional.of("linux-aarch64");
            default -> Optional.empty();
        };
    }

    /** Size and CRC-32 from the jar's directory, without inflating the library (read whole outside a jar). */
    private static Library library(String name, URL url) {
        try {
            URLConnection c = url.openConnection();
            c.setUseCaches(false);
            if (c instanceof JarURLConnection jar && jar.getJarEntry().getCrc() != -1 && jar.getJarEntry().getSize() != -1) {
                Library l = new Library(name, url, jar.getJarEntry().getSize(), jar.getJarEntry().getCrc());
                c.getInputStream().close(); // closes the jar this connection opened
                return l;
            }
            try (InputStream in = c.getInputStream()) {
                CRC32 crc = new CRC32();
                long size = update(crc, in);
                return new Library(name, url, size, crc.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long update(CRC32 crc, InputStream in) throws IOException {
        byte[] buffer = new byte[1 << 16];
        long size = 0;
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            crc.update(buffer, 0, n);
            size += n;
        }
        return size;
    }

    /** Names what the libraries came from (the jar's path holds its version) and how big they are. */
    private static String id(List<Library> libraries) {
        StringBuilder named = new StringBuilder();
        libraries.forEach(l -> named.append(l.url()).append('\n').append(l.size()).append('\n'));
        return Sha256.hex(named.toString()).substring(0, 16);
    }

    private static boolean complete(Path dir, List<Library> libraries) {
        try {
            for (Library l : libraries) {
                Path file = dir.resolve(l.name());
                if (!Files.isRegularFile(file) || Files.size(file) != l.size() || crcOf(file) != l.crc()) {
                    return false;
                }
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static long crcOf(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            CRC32 crc = new CRC32();
            update(crc, in);
            return crc.getValue();
        }
    }

    /**
     * Writes the libraries into a fresh folder beside {@code dir}, syncs them, and renames it into place,
     * so a kill or a power cut half-way leaves no folder that looks complete. Whatever else is there under the same prefix (an
     * incomplete folder, one a kill interrupted, an older version's) goes: the data folder's lock
     * makes this hub the only one using them.
     */
    private static void unpack(Path dir, String library, List<Library> libraries) {
        try {
            Files.createDirectories(dir.getParent());
            Path fresh = Files.createTempDirectory(dir.getParent(), library + "-unpacking-");
            for (Library l : libraries) {
                try (InputStream in = l.url().openStream()) {
                    Files.copy(in, fresh.resolve(l.name()));
                }
                sync(fresh.resolve(l.name()), StandardOpenOption.WRITE);
            }
            try (Stream<Path> beside = Files.list(dir.getParent())) {
                for (Path old : beside.filter(p -> !p.equals(fresh) && p.getFileName().toString().startsWith(library + "-")).toList()) {
                    deleteTree(old);
                }
            }
            sync(fresh, StandardOpenOption.READ); // the names in it
            Files.move(fresh, dir, StandardCopyOption.ATOMIC_MOVE);
            sync(dir.getParent(), StandardOpenOption.READ); // its new name
            LOG.info("{}'s native libraries unpacked into {}", library, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Puts a file's content, or a folder's names, on the disk (the database's DurableFiles does the same;
     * this package may not use it). A file system that cannot sync a folder still renames atomically.
     */
    private static void sync(Path path, StandardOpenOption mode) throws IOException {
        try (FileChannel ch = FileChannel.open(path, mode)) {
            ch.force(true);
        } catch (IOException e) {
            if (!Files.isDirectory(path)) {
                throw e;
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
