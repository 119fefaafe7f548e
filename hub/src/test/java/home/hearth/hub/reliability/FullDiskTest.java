package home.hearth.hub.reliability;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.testing.Tmpfs;
import java.io.IOException;
import java.io.OutputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
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
        // 32 MiB, not 6: the first hub of a JVM unpacks its native libraries into data/native (ONNX Runtime's alone is
        // 6 MiB), so run on its own this test found the disk full before the database opened. The filler fills the rest.
        try (Tmpfs small = Tmpfs.mount(dir.resolve("data"), "32m");
                RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort(),
                        "HEARTH_DEMO", "false"))) {
            Path data = small.folder();
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
}
