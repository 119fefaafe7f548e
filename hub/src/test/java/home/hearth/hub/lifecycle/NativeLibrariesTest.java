package home.hearth.hub.lifecycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.database.SqlCipherDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ONNX Runtime's and SQLite's libraries are unpacked once into the data folder, whole, and replaced when damaged. */
class NativeLibrariesTest {
    @TempDir
    Path nativeDir;

    private static long jarSize(String name) throws IOException {
        try (InputStream in = NativeLibrariesTest.class.getClassLoader().getResourceAsStream("ai/onnxruntime/native/"
                + (System.getProperty("os.arch").equals("aarch64") ? "linux-aarch64/" : "linux-x64/") + name)) {
            return in.readAllBytes().length;
        }
    }

    private List<String> folders() throws IOException {
        try (Stream<Path> all = Files.list(nativeDir)) {
            return all.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void unpacksBothLibrariesOnceWithTheJarsBytes() throws IOException {
        Path dir = NativeLibraries.onnxRuntime(nativeDir).orElseThrow();
        assertEquals(jarSize("libonnxruntime.so"), Files.size(dir.resolve("libonnxruntime.so")));
        assertEquals(jarSize("libonnxruntime4j_jni.so"), Files.size(dir.resolve("libonnxruntime4j_jni.so")));
        Object unpacked = Files.readAttributes(dir.resolve("libonnxruntime.so"), "unix:ino").get("ino");

        assertEquals(dir, NativeLibraries.onnxRuntime(nativeDir).orElseThrow(), "the same folder for the same jar");
        assertEquals(unpacked, Files.readAttributes(dir.resolve("libonnxruntime.so"), "unix:ino").get("ino"),
                "not written again");
        assertEquals(List.of(dir.getFileName().toString()), folders());
    }

    @Test
    void sqlitesLibraryIsUnpackedBesideOnnxRuntimesAndNeitherTakesTheOthersFolder() throws IOException {
        String inJar = "org/sqlite/native/" + SqlCipherDatabase.driverLibraryFolder();
        Path ort = NativeLibraries.onnxRuntime(nativeDir).orElseThrow();
        Path sqlite = NativeLibraries.unpacked(nativeDir, "sqlite", inJar, List.of("libsqlitejdbc.so")).orElseThrow();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(inJar + "/libsqlitejdbc.so")) {
            assertEquals(in.readAllBytes().length, Files.size(sqlite.resolve("libsqlitejdbc.so")));
        }
        Files.write(sqlite.resolve("libsqlitejdbc.so"), new byte[10], StandardOpenOption.TRUNCATE_EXISTING);
        assertEquals(sqlite, NativeLibraries.unpacked(nativeDir, "sqlite", inJar, List.of("libsqlitejdbc.so")).orElseThrow());
        assertEquals(ort, NativeLibraries.onnxRuntime(nativeDir).orElseThrow());
        assertEquals(List.of(ort.getFileName().toString(), sqlite.getFileName().toString()), folders());
        assertTrue(Files.size(sqlite.resolve("libsqlitejdbc.so")) > 1_000_000, "the damaged copy replaced");
        assertEquals(Optional.empty(), NativeLibraries.unpacked(nativeDir, "sqlite", "org/sqlite/native/Plan9/mips",
                List.of("libsqlitejdbc.so")), "a platform the jar has no library for");
    }

    /**
     * A power cut soon after an unpack can leave a library of the right size whose end never reached
     * the disk (zeros where the code was): the size alone took it for whole, and the hub loaded it.
     * It is checked against the jar entry's CRC-32 and unpacked again; a whole copy is not rewritten.
     */
    @Test
    void aCopyOfTheRightSizeWithZerosForItsEndIsUnpackedAgain() throws IOException {
        String inJar = "org/sqlite/native/" + SqlCipherDatabase.driverLibraryFolder();
        Path dir = NativeLibraries.unpacked(nativeDir, "sqlite", inJar, List.of("libsqlitejdbc.so")).orElseThrow();
        Path library = dir.resolve("libsqlitejdbc.so");
        byte[] whole;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(inJar + "/libsqlitejdbc.so")) {
            whole = in.readAllBytes();
        }
        Object first = Files.readAttributes(library, "unix:ino").get("ino");
        assertEquals(dir, NativeLibraries.unpacked(nativeDir, "sqlite", inJar, List.of("libsqlitejdbc.so")).orElseThrow());
        assertEquals(first, Files.readAttributes(library, "unix:ino").get("ino"), "a whole copy is not written again");

        try (var ch = java.nio.channels.FileChannel.open(library, StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.allocate(64 * 1024), whole.length - 64 * 1024);
        }
        assertEquals(whole.length, Files.size(library), "the damage keeps the size");

        assertEquals(dir, NativeLibraries.unpacked(nativeDir, "sqlite", inJar, List.of("libsqlitejdbc.so")).orElseThrow());
        assertTrue(java.util.Arrays.equals(whole, Files.readAllBytes(library)), "the damaged copy was replaced");
        assertEquals(List.of(dir.getFileName().toString()), folders());
    }

    @Test
    void aDamagedCopyAndWhatAKillOrAnOlderVersionLeftAreReplaced() throws IOException {
        Path dir = NativeLibraries.onnxRuntime(nativeDir).orElseThrow();
        Files.write(dir.resolve("libonnxruntime.so"), new byte[100], StandardOpenOption.TRUNCATE_EXISTING); // a disk that filled up
        Files.createDirectories(nativeDir.resolve("onnxruntime-unpacking-123")).resolve("libonnxruntime.so").toFile().createNewFile();
        Files.createDirectories(nativeDir.resolve("onnxruntime-0123456789abcdef"));
        Path llama = Files.createDirectories(nativeDir.resolve("de")); // what another library keeps here stays

        assertEquals(dir, NativeLibraries.onnxRuntime(nativeDir).orElseThrow());
        assertEquals(jarSize("libonnxruntime.so"), Files.size(dir.resolve("libonnxruntime.so")));
        assertEquals(List.of("de", dir.getFileName().toString()), folders());
        assertTrue(Files.isDirectory(llama));
        assertFalse(folders().stream().anyMatch(f -> f.contains("unpacking")));
    }
}
