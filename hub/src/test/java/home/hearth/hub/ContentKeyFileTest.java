package home.hearth.hub;

import home.hearth.hub.testing.FileDigests;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentKeys;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import home.hearth.hub.web.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The content key file ({@code member-keys} beside the database key) is checked against the
 * database at start: missing or foreign, the hub refuses to start, says what to do and writes
 * nothing, instead of reading every memory as erased. It is never inside the data directory, so
 * no backup carries it.
 */
class ContentKeyFileTest {
    @TempDir
    Path dir;

    @Test
    void aMissingContentKeyFileStopsTheStartWithAClearErrorAndChangesNothing() throws IOException {
        writeOneMemory(dir);
        Path keys = dir.resolve("config/member-keys");
        Files.move(keys, dir.resolve("member-keys.moved-away"));
        Map<String, String> before = FileDigests.of(dir);

        StorageException e = assertThrows(StorageException.class, () -> RunningHub.start(dir).close());
        assertTrue(e.getMessage().contains(keys.toString()) && e.getMessage().contains("did not start"), e.getMessage());
        assertEquals(before, FileDigests.of(dir), "a refused start writes nothing (no new, empty key file)");

        Files.move(dir.resolve("member-keys.moved-away"), keys);
        try (RunningHub hub = RunningHub.start(dir)) {
            assertTrue(hub.signIn("ana", "ana-password-123").get("/api/v1/memories").body().contains("zebra-kept"),
                    "with the file back, nothing was lost");
        }
    }

    @Test
    void anotherDatabasesContentKeyFileStopsTheStart() throws IOException {
        Path other = dir.resolve("other");
        writeOneMemory(other);
        writeOneMemory(dir);
        Files.copy(other.resolve("config/member-keys"), dir.resolve("config/member-keys"),
                StandardCopyOption.REPLACE_EXISTING);
        StorageException e = assertThrows(StorageException.class, () -> RunningHub.start(dir).close());
        assertTrue(e.getMessage().contains("belongs to another database"), e.getMessage());
    }

    @Test
    void theContentKeysAreNeverInsideTheDataDirectoryOrABackup() throws IOException {
        writeOneMemory(dir);
        Path backup = HubWiring.create(TestHub.config(dir)).backup(dir.resolve("backups"));
        Path keyFile = dir.resolve("config/member-keys");
        assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(keyFile)));
        List<String> hexKeys = Files.readAllLines(keyFile).stream().filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split(" ")[1]).toList();
        assertEquals(2, hexKeys.size(), "the household's key and ana's: " + hexKeys);
        List<Path> files;
        try (Stream<Path> s = Stream.concat(Files.walk(dir.resolve("data")), Stream.of(backup))) {
            files = s.filter(Files::isRegularFile).toList();
        }
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            String asText = new String(bytes, StandardCharsets.ISO_8859_1);
            for (String hex : hexKeys) {
                assertFalse(asText.contains(hex), f + " holds a content key in hex");
                assertFalse(asText.contains(new String(HexFormat.of().parseHex(hex), StandardCharsets.ISO_8859_1)),
                        f + " holds a content key's bytes");
            }
        }
        StorageException inside = assertThrows(StorageException.class,
                () -> ContentKeys.open(dir.resolve("data/member-keys"), dir.resolve("data")));
        assertTrue(inside.getMessage().contains("inside the data directory"), inside.getMessage());
    }

    /**
     * An older copy of {@code member-keys} put back (made before a member was added, as a
     * householder's "safe copy" often is) holds the household's key but not the member's. The start
     * used to take their sealed rows for an erased member's and delete them for good; it must refuse
     * instead, naming the owner, so that the newest copy put back loses nothing.
     */
    @Test
    void anOlderCopyWithoutAMembersKeyStopsTheStartAndLosesNothing() throws IOException {
        writeOneMemory(dir);
        Path keys = dir.resolve("config/member-keys");
        Path olderCopy = Files.copy(keys, dir.resolve("member-keys.safe-copy"));
        try (RunningHub hub = RunningHub.start(dir)) {
            Http ben = hub.member("ben", "adult", null);
            assertEquals(201, ben.post("/api/v1/memories",
                    Json.write(Map.of("text", "zebra-ben the bike lock code is written in the blue notebook", "scope",
                            "user"))).statusCode());
        }
        Path newest = Files.copy(keys, dir.resolve("member-keys.newest"));
        Files.copy(olderCopy, keys, StandardCopyOption.REPLACE_EXISTING);

        StorageException e = assertThrows(StorageException.class, () -> RunningHub.start(dir).close());
        assertTrue(e.getMessage().contains("member-ben") && e.getMessage().contains("did not start"), e.getMessage());

        Files.copy(newest, keys, StandardCopyOption.REPLACE_EXISTING);
        try (RunningHub hub = RunningHub.start(dir)) {
            assertTrue(hub.signIn("ben", "ben-password-123").get("/api/v1/memories").body().contains("zebra-ben"),
                    "with the newest copy back, ben's memory is there");
        }
    }

    private static void writeOneMemory(Path where) {
        try (RunningHub hub = RunningHub.start(where)) {
            Http ana = hub.member("ana", "adult", null);
            assertEquals(201, ana.post("/api/v1/memories",
                    Json.write(Map.of("text", "zebra-kept the spare key is in the red pot", "scope", "user"))).statusCode());
        }
    }
}
