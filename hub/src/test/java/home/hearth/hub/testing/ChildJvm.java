package home.hearth.hub.testing;

import home.hearth.policies.Sha256;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The {@code java} command for a hub in its own JVM, started many times by the tests (the crash
 * test alone starts 51). Its classes come from a class-data-sharing archive ({@link ChildJvmArchive}),
 * which needs a classpath of jars: each folder of this JVM's classpath ({@code target/classes} of the
 * modules) is packed once into {@code hub/target/child-jvm/jars}, named by a digest of its files, so
 * an unchanged build reuses the jars and the archive. Everything stays under {@code target/};
 * nothing here is committed.
 */
public final class ChildJvm {
    /** The flags every child hub runs with: small heap, C1 only (children live seconds), the hub's modules. */
    public static final List<String> FLAGS = List.of("-Xmx384m", "-XX:TieredStopAtLevel=1",
            "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
            "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"));
    private static final Path HOME = targetFolder().resolve("child-jvm");

    private ChildJvm() {}

    /** {@code java}, {@link #FLAGS}, the archive (when one could be made), the classpath of jars, {@code mainClass}. */
    public static List<String> command(String mainClass) {
        return command(mainClass, true);
    }

    /** The same, with or without the archive (StartBench compares both in one run). */
    public static List<String> command(String mainClass, boolean archive) {
        List<String> command = new ArrayList<>(base());
        if (archive) {
            command.addAll(ChildJvmArchive.use());
        }
        command.addAll(List.of("-cp", Classpath.JARS, mainClass));
        return command;
    }

    /** {@code java} and {@link #FLAGS}, without the archive or the classpath. */
    static List<String> base() {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(FLAGS);
        return command;
    }

    static Path home() {
        return HOME;
    }

    /** Deletes the files beside {@code kept} whose names match (what an older build left). */
    static void pruneBeside(Path kept, Predicate<String> older) {
        try (Stream<Path> beside = Files.list(kept.getParent())) {
            for (Path p : beside.filter(p -> !p.equals(kept) && older.test(p.getFileName().toString())).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new empty folder under {@code hub/target/child-jvm} for a bench's hub (its data, its log). */
    public static Path scratchFolder(String prefix) throws IOException {
        return Files.createTempDirectory(Files.createDirectories(HOME), prefix);
    }

    /** hub/target: where these test classes were compiled to ({@code target/test-classes}), under surefire or exec:java. */
    private static Path targetFolder() {
        try {
            return Path.of(ChildJvm.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The entries of this JVM's classpath: {@code java.class.path} under surefire; under {@code exec:java}
     * (make bench) the project's classes are in the context class loader instead.
     */
    public static List<String> classpath() {
        if (Thread.currentThread().getContextClassLoader() instanceof URLClassLoader loader && loader.getURLs().length > 1) {
            return Arrays.stream(loader.getURLs()).map(u -> {
                try {
                    return Path.of(u.toURI()).toString();
                } catch (URISyntaxException e) {
                    throw new IllegalStateException(e);
                }
            }).toList();
        }
        return List.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator));
    }

    /** This JVM's classpath with every folder replaced by a jar of it (made once, at first use). */
    static final class Classpath {
        static final String JARS = jars();

        private static String jars() {
            List<String> entries = new ArrayList<>();
            for (String entry : classpath()) {
                Path p = Path.of(entry);
                entries.add(Files.isDirectory(p) ? jarOf(p).toString() : entry);
            }
            return String.join(java.io.File.pathSeparator, entries);
        }

        private static Path jarOf(Path dir) {
            List<Path> files = files(dir);
            Path jar = HOME.resolve("jars").resolve(dir.toAbsolutePath().toString().replaceAll("[^A-Za-z0-9]+", "_")
                    + "-" + digest(dir, files) + ".jar");
            if (!Files.exists(jar)) {
                String folder = jar.getFileName().toString().replaceAll("-[0-9a-f]+\\.jar$", "-");
                write(dir, files, jar);
                pruneBeside(jar, name -> name.startsWith(folder) && name.endsWith(".jar")); // the jars of older builds
            }
            return jar;
        }

        private static List<Path> files(Path dir) {
            try (Stream<Path> walk = Files.walk(dir)) {
                return walk.filter(p -> !p.equals(dir)).sorted().toList(); // folders too: pages look them up
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Names, sizes and times of the files: a rebuilt class makes another jar (and another archive). */
        private static String digest(Path dir, List<Path> files) {
            StringBuilder listing = new StringBuilder();
            try {
                for (Path f : files) {
                    long size = Files.isDirectory(f) ? 0 : Files.size(f);
                    listing.append(dir.relativize(f)).append('|').append(size).append('|')
                            .append(Files.getLastModifiedTime(f).toMillis()).append('\n');
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Sha256.hex(listing.toString()).substring(0, 16);
        }

        /** Written beside and moved into place, so a half-written jar is never used. */
        private static void write(Path dir, List<Path> files, Path jar) {
            try {
                Files.createDirectories(jar.getParent());
                Path part = Files.createTempFile(jar.getParent(), "part-", ".jar");
                try (OutputStream out = Files.newOutputStream(part); ZipOutputStream zip = new ZipOutputStream(out)) {
                    zip.setLevel(1);
                    for (Path f : files) {
                        String name = dir.relativize(f).toString().replace('\\', '/');
                        boolean folder = Files.isDirectory(f);
                        zip.putNextEntry(new ZipEntry(folder ? name + "/" : name));
                        if (!folder) {
                            Files.copy(f, zip);
                        }
                        zip.closeEntry();
                    }
                }
                Files.move(part, jar, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
