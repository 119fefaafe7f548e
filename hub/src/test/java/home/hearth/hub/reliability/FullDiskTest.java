package home.hearth.hub.reliability;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.io.IOException;
import java.io.OutputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data directory on a tiny tmpfs the test mounts (root, as in CI; skipped elsewhere), filled
 * up while the hub runs: a memory write is refused with 507 and a sentence, stores nothing, and
 * works again once space is freed; the audit chain stays intact.
 */
class FullDiskTest {
    @TempDir
    Path dir;

    @Test
    void aFullDiskRefusesWritesClearlyStoresNothingAndRecoversWhenSpaceIsFreed() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "mounting a tmpfs needs root (CI runs as root)");
        Path data = Files.createDirectories(dir.resolve("data"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=6m", "tmpfs", data.toString()) == 0, "tmpfs mount refused");
        try (RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort(),
                "HEARTH_DEMO", "false"))) {
            Http erin = hub.member("erin", "adult", null);
            int before = json(erin.get("/api/v1/memories")).get("count").asInt();
            Path filler = data.resolve("filler");
            fill(filler);

            HttpResponse<String> refused = erin.post("/api/v1/memories",
                    "{\"text\":\"The spare fuse box key hangs behind the pantry door\",\"kind\":\"episodic\",\"scope\":\"user\"}");
            assertEquals(507, refused.statusCode(), refused.body());
            assertEquals("storage_full", json(refused).get("error").asText());
            Files.delete(filler);
            assertEquals(before, json(erin.get("/api/v1/memories")).get("count").asInt(), "nothing half-stored");

            HttpResponse<String> stored = erin.post("/api/v1/memories",
                    "{\"text\":\"The spare fuse box key hangs behind the pantry door\",\"kind\":\"episodic\",\"scope\":\"user\"}");
            assertEquals(201, stored.statusCode(), stored.body());
            assertTrue(json(hub.admin().get("/api/v1/audit/verify")).get("intact").asBoolean());
        } finally {
            run("umount", "-l", data.toString());
        }
    }

    private static void fill(Path filler) {
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
            }
        } catch (IOException full) {
            // No space left on device: the disk is full now
        }
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
