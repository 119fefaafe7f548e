package home.hearth.hub.reliability;

import home.hearth.hub.testing.FileDigests;
import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data directory on a small ext4 image the test mounts through a loop device (root, as in CI;
 * skipped with a note elsewhere). First the file system turns read-only under the running hub, as
 * ext4 does after a disk error ({@code errors=remount-ro}, triggered through sysfs): writes answer
 * 503 {@code storage_read_only} with a sentence, reads keep working, {@code /health} names the
 * directory. Then a start on the read-only mount is refused with one sentence and changes no byte.
 * Last, mounted writable again, the hub starts with everything acknowledged before and nothing of
 * the refused writes, and the audit chain verifies.
 */
class ReadOnlyDataDirTest {
    private static final String KEY = "{\"text\":\"The spare fuse box key hangs behind the pantry door\",\"kind\":\"episodic\",\"scope\":\"user\"}";
    private static final String BIKE = "{\"text\":\"The bike lock code is written in the blue notebook\",\"kind\":\"episodic\",\"scope\":\"user\"}";
    @TempDir
    Path dir;
    private String loop;

    @Test
    void aDataDirectoryTurnedReadOnlyRefusesWritesClearlyKeepsReadsAndCorruptsNothing() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "a loop-mounted ext4 needs root (CI runs as root)");
        Path data = Files.createDirectories(dir.resolve("data"));
        Path image = dir.resolve("disk.img");
        assumeTrue(run("truncate", "-s", "64M", image.toString()) == 0 && run("mkfs.ext4", "-q", "-F", image.toString()) == 0,
                "mkfs.ext4 is not available");
        loop = output("losetup", "-f", "--show", image.toString());
        assumeTrue(loop.startsWith("/dev/loop"), "no loop device here (a container without /dev/loop*): " + loop);
        assertEquals(0, run("mount", "-o", "errors=remount-ro", loop, data.toString()));
        Map<String, String> env = Map.of("HEARTH_MQTT_URL", "tcp://127.0.0.1:" + TestHub.freePort(), "HEARTH_DEMO", "false");

        try (RunningHub hub = RunningHub.start(dir, env)) {
            Http erin = hub.member("erin", "adult", null);
            assertEquals(201, erin.post("/api/v1/memories", KEY).statusCode());
            assertEquals(0, run("sync"));
            Files.writeString(Path.of("/sys/fs/ext4", Path.of(loop).getFileName().toString(), "trigger_fs_error"), "test");

            HttpResponse<String> refused = erin.post("/api/v1/memories", BIKE);
            assertEquals(503, refused.statusCode(), refused.body());
            assertEquals("storage_read_only", json(refused).get("error").asText());
            assertTrue(json(refused).get("message").asText().contains("nothing was changed"), refused.body());
            HttpResponse<String> listed = erin.get("/api/v1/memories");
            assertEquals(200, listed.statusCode(), listed.body());
            assertEquals(1, json(listed).get("count").asInt(), listed.body());
            JsonNode health = await().atMost(Duration.ofSeconds(10))
                    .until(() -> json(hub.http().get("/health")), h -> h.path("problems").has("data-directory"));
            assertEquals("DOWN", health.path("status").asText());
            assertTrue(health.path("problems").path("data-directory").asText().contains("cannot be written"), health.toString());
        }

        assertEquals(0, run("umount", data.toString()));
        run("e2fsck", "-fy", loop); // the error mark is cleared; exit 1 means "fixed"
        assertEquals(0, run("mount", "-o", "ro", loop, data.toString()));
        Map<String, String> before = FileDigests.of(data);
        StorageException e = assertThrows(StorageException.class, () -> RunningHub.start(dir, env).close());
        assertTrue(e.getMessage().contains("cannot be written") && e.getMessage().contains("changed nothing"), e.getMessage());
        assertEquals(before, FileDigests.of(data), "a refused start changes no byte");
        assertEquals(0, run("umount", data.toString()));

        assertEquals(0, run("mount", loop, data.toString()));
        try (RunningHub hub = RunningHub.start(dir, env)) {
            Http erin = hub.signIn("erin", "erin-password-123");
            JsonNode memories = json(erin.get("/api/v1/memories"));
            assertEquals(1, memories.get("count").asInt(), memories.toString());
            assertFalse(memories.toString().contains("bike lock"), "the refused write left nothing: " + memories);
            assertEquals(201, erin.post("/api/v1/memories", BIKE).statusCode());
            assertTrue(json(hub.admin().get("/api/v1/audit/verify")).get("intact").asBoolean());
        }
    }

    @AfterEach
    void unmount() throws Exception {
        if (loop != null && loop.startsWith("/dev/loop")) {
            run("umount", "-l", dir.resolve("data").toString());
            run("losetup", "-d", loop);
        }
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(60, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    private static String output(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).strip();
        p.waitFor(60, TimeUnit.SECONDS);
        return out;
    }
}
