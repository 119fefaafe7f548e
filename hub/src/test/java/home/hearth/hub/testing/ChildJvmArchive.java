package home.hearth.hub.testing;

import home.hearth.policies.Sha256;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.awaitility.core.ConditionTimeoutException;

/**
 * A class-data-sharing archive of the classes a starting hub loads: it cuts the CPU of a child
 * hub's start by a sixth (figures in hub/README.md, "Start time"). Made once per build by a
 * training run: a child hub started with {@code -XX:ArchiveClassesAtExit}, waited for until it
 * answers, stopped with SIGTERM (the archive is written at a normal exit; a SIGKILLed child writes
 * none). Every child then maps it with {@code -XX:SharedArchiveFile}. Both flags exist since JDK 13,
 * so they work on the JDK 21 the project targets and on 25. A JVM that cannot map the archive
 * starts without it (the default {@code -Xshare:auto}); if none could be made, children start
 * as before. Named by a digest of the java, the flags and the jars, so a rebuild makes a new one.
 */
final class ChildJvmArchive {
    private ChildJvmArchive() {}

    /** The flags that map the archive, or none. */
    static List<String> use() {
        return Holder.FLAGS;
    }

    private static final class Holder {
        static final List<String> FLAGS = flags();
    }

    private static List<String> flags() {
        Path archive = ChildJvm.home().resolve("hub-" + digest(System.getProperty("java.home") + Runtime.version()
                + ChildJvm.FLAGS + ChildJvm.Classpath.JARS) + ".jsa");
        if (!Files.exists(archive)) {
            train(archive);
        }
        // Without cds=off every child prints that the JDK's own base archive was dumped without this
        // JVM's --add-modules (harmless: only the module graph is then not taken from it).
        return Files.exists(archive) ? List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off") : List.of();
    }

    private static void train(Path archive) {
        long t0 = System.nanoTime();
        try {
            Path dir = Files.createTempDirectory(Files.createDirectories(ChildJvm.home()), "training-");
            Path part = dir.resolve("hub.jsa");
            List<String> command = new ArrayList<>(ChildJvm.base());
            command.addAll(List.of("-XX:ArchiveClassesAtExit=" + part, "-cp", ChildJvm.Classpath.JARS, "home.hearth.hub.Main"));
            int port = TestHub.freePort();
            Map<String, String> env = TestHub.environment(dir);
            env.put("HEARTH_HTTP_PORT", String.valueOf(port));
            env.put("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort()); // nobody listens: no broker start
            env.put("HEARTH_DEMO", "false");
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("training.log").toFile());
            pb.environment().putAll(env);
            Process hub = pb.start();
            boolean up = awaitAnswer(hub, port);
            hub.destroy(); // SIGTERM: the JVM exits normally and writes the archive
            if (!hub.waitFor(120, TimeUnit.SECONDS)) {
                hub.destroyForcibly();
            }
            if (up && Files.exists(part) && Files.size(part) > 0) {
                Files.move(part, archive, StandardCopyOption.ATOMIC_MOVE);
                ChildJvm.pruneBeside(archive, name -> name.startsWith("hub-") && name.endsWith(".jsa")); // older builds'
            }
        } catch (IOException e) {
            System.out.println("child JVMs start without a class-data archive: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        System.out.printf("{\"bench\":\"child-jvm-archive\",\"made\":%b,\"seconds\":%.1f,\"load1\":%.2f}%n",
                Files.exists(archive), (System.nanoTime() - t0) / 1e9,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** Whether the hub answered; a hub that died or never answered makes no archive (children start without). */
    private static boolean awaitAnswer(Process hub, int port) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest openapi = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/openapi"))
                .timeout(Duration.ofSeconds(5)).build();
        try {
            await().atMost(Duration.ofSeconds(240)).pollInterval(Duration.ofMillis(100)).ignoreExceptions()
                    .until(() -> !hub.isAlive()
                            || http.send(openapi, HttpResponse.BodyHandlers.discarding()).statusCode() == 200);
        } catch (ConditionTimeoutException e) {
            return false;
        }
        return hub.isAlive();
    }

    private static String digest(String text) {
        return Sha256.hex(text).substring(0, 16);
    }
}
