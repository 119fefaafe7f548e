package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A small tmpfs mounted on a test's folder, to fill a disk for real; unmounted on close. Mounting needs root, as CI
 * runs: elsewhere the test is skipped, not failed.
 */
public final class Tmpfs implements AutoCloseable {
    private final Path folder;

    private Tmpfs(Path folder) {
        this.folder = folder;
    }

    /** Mounts a tmpfs of {@code size} ({@code 256k}, {@code 6m}) on {@code folder}, made if missing. */
    public static Tmpfs mount(Path folder, String size) throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a tmpfs needs root (CI runs as root)");
        Files.createDirectories(folder);
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", folder.toString()) == 0,
                "tmpfs mount refused");
        return new Tmpfs(folder);
    }

    public Path folder() {
        return folder;
    }

    @Override
    public void close() throws Exception {
        run("umount", "-l", folder.toString());
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
