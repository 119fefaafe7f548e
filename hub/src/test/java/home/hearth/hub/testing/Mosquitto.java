package home.hearth.hub.testing;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;

/**
 * A real Mosquitto (Debian's) on a free port for a hub run with an external broker: anonymous,
 * no persistence, stopped through its own process handle. (The devices module has its own for its
 * contract tests; the hub does not depend on that module's tests.)
 */
public final class Mosquitto implements AutoCloseable {
    public static final Path BINARY = Path.of("/usr/sbin/mosquitto");
    private final int port;
    private final Process process;

    private Mosquitto(int port, Process process) {
        this.port = port;
        this.process = process;
    }

    public static Mosquitto start(Path folder) throws IOException {
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        int port = TestHub.freePort();
        Path conf = Files.writeString(folder.resolve("mosquitto.conf"), String.join("\n", "user root",
                "listener " + port + " 127.0.0.1", "allow_anonymous true", "persistence false", "log_dest stderr",
                "log_type error", "log_type warning", ""));
        Process p = new ProcessBuilder(BINARY.toString(), "-c", conf.toString()).redirectErrorStream(true)
                .redirectOutput(folder.resolve("mosquitto.log").toFile()).start();
        Mosquitto m = new Mosquitto(port, p);
        Awaitility.await("mosquitto listening on " + port).atMost(Duration.ofSeconds(10)).until(m::listening);
        return m;
    }

    public int port() {
        return port;
    }

    public String url() {
        return "tcp://127.0.0.1:" + port;
    }

    private boolean listening() {
        if (!process.isAlive()) {
            throw new IllegalStateException("mosquitto exited with " + process.exitValue());
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
