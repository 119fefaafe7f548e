package home.hearth.devices.support;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.awaitility.Awaitility;

/** A real Mosquitto on a free port, anonymous, without persistence; stopped by its own process handle. */
public final class MosquittoProcess implements AutoCloseable {
    public static final Path BINARY = Path.of("/usr/sbin/mosquitto");
    private final int port;
    private final Process process;

    private MosquittoProcess(int port, Process process) {
        this.port = port;
        this.process = process;
    }

    public static boolean available() {
        return Files.isExecutable(BINARY);
    }

    /** Anonymous clients allowed, no ACL. */
    public static MosquittoProcess start(Path folder) throws IOException {
        return start(folder, "allow_anonymous true");
    }

    /** With extra configuration lines such as {@code password_file …} and {@code acl_file …}. */
    public static MosquittoProcess start(Path folder, String... settings) throws IOException {
        int port = Ports.free();
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path conf = folder.resolve("mosquitto.conf");
        Files.writeString(conf, String.join("\n", "user root", "per_listener_settings false",
                "listener " + port + " 127.0.0.1", "persistence false", "log_dest stderr", "log_type error",
                "log_type warning", "set_tcp_nodelay true", String.join("\n", settings), ""));
        Process p = new ProcessBuilder(BINARY.toString(), "-c", conf.toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("mosquitto.log").toFile()).start();
        MosquittoProcess m = new MosquittoProcess(port, p);
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
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
