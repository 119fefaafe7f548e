package home.hearth.hub.database.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.database.StorageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentKeysTest {
    @TempDir
    Path dir;

    @Test
    void sealedTextOpensWithItsOwnersKeyAndCarriesNoPlaintext() {
        ContentCipher cipher = new ContentCipher(ContentKeys.open(dir.resolve("config/member-keys"), dir.resolve("data")));
        String sealed = cipher.seal("alice", "the spare key is under the blue flowerpot");
        assertFalse(sealed.contains("flowerpot"));
        assertTrue(ContentCipher.isSealed(sealed));
        assertEquals(Optional.of("alice"), ContentCipher.owner(sealed));
        assertEquals(Optional.of("the spare key is under the blue flowerpot"), cipher.open(sealed));
        assertEquals(Optional.of("written before sealing"), cipher.open("written before sealing"));
    }

    @Test
    void keysSurviveAReopenInAnOwnerOnlyFileAndADestroyedKeyErasesTheContent() throws Exception {
        Path file = dir.resolve("config/member-keys");
        String sealed = new ContentCipher(ContentKeys.open(file, dir.resolve("data"))).seal("alice", "alice's secret");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        ContentKeys reopened = ContentKeys.open(file, dir.resolve("data"));
        assertEquals(Optional.of("alice's secret"), new ContentCipher(reopened).open(sealed));

        reopened.destroy("alice");
        assertEquals(Optional.empty(), new ContentCipher(reopened).open(sealed));
        assertEquals(Optional.empty(), new ContentCipher(ContentKeys.open(file, dir.resolve("data"))).open(sealed),
                "gone from the file too");
        assertFalse(Files.readString(file).matches("(?s).*alice [0-9a-f]{64}.*"), "no key line for alice is left");
        assertTrue(Files.readString(file).contains("alice erased"), "only the note that alice was erased");
        assertEquals(java.util.Set.of("alice"), ContentKeys.open(file, dir.resolve("data")).erased());
    }

    @Test
    void aKeyFileInsideTheDataDirectoryIsRefused() {
        StorageException e = assertThrows(StorageException.class,
                () -> ContentKeys.open(dir.resolve("data/member-keys"), dir.resolve("data")));
        assertTrue(e.getMessage().contains("inside the data directory"), e.getMessage());
    }

    /**
     * Content that fails its integrity check is never shown, and never an error either: it reads
     * as erased (the usual cause is a member id used again after an erasure and an older backup
     * restored; the log names the owner).
     */
    @Test
    void tamperedContentIsNeverShownAndReadsAsErased() {
        ContentCipher cipher = new ContentCipher(ContentKeys.open(dir.resolve("k"), dir.resolve("data")));
        String sealed = cipher.seal("bob", "bob's note");
        String tampered = sealed.substring(0, sealed.length() - 3) + (sealed.endsWith("AAA") ? "BBB" : "AAA");
        assertEquals(Optional.empty(), cipher.open(tampered));
        assertEquals(Optional.of("bob's note"), cipher.open(sealed));
    }

    @Test
    void aNewKeyIsMadeOnlyForAdmittedOwnersNeverDuringTheirErasureAndTheNoteThatTheyWereErasedStays() {
        java.util.Set<String> household = new java.util.HashSet<>(java.util.Set.of("alice"));
        ContentCipher cipher = new ContentCipher(ContentKeys.open(dir.resolve("k"), dir.resolve("data")));
        cipher.admitOnly(ContentOwner.admitted(household::contains));
        assertTrue(ContentCipher.isSealed(cipher.seal(ContentOwner.HOUSEHOLD, "the household's")));
        String alices = cipher.seal(ContentOwner.member("alice"), "alice's");
        RefusedKeyException unknown = assertThrows(RefusedKeyException.class,
                () -> cipher.seal(ContentOwner.member("mallory"), "secret words"));
        assertFalse(unknown.getMessage().contains("secret"), unknown.getMessage());
        assertFalse(cipher.admits(ContentOwner.member("mallory")));

        cipher.beginErasure(ContentOwner.member("alice"));
        assertThrows(RefusedKeyException.class, () -> cipher.seal(ContentOwner.member("alice"), "written while erased"),
                "her key still exists, but nothing new is sealed with it");
        assertEquals(Optional.of("alice's"), cipher.open(alices), "what she has still opens, for the handover");
        cipher.destroy(ContentOwner.member("alice"));
        household.remove("alice");
        cipher.endErasure(ContentOwner.member("alice"));
        assertThrows(RefusedKeyException.class, () -> cipher.seal(ContentOwner.member("alice"), "after"));
        assertEquals(java.util.Set.of("member-alice"), cipher.erasedOwners());

        household.add("alice"); // her profile is back (an older backup) and the household rules keep it for now
        assertEquals(Optional.of("hers"), cipher.open(cipher.seal(ContentOwner.member("alice"), "hers")));
        assertEquals(Optional.empty(), cipher.open(alices), "the erased member's content stays erased");
        assertEquals(java.util.Set.of("member-alice"), cipher.erasedOwners(),
                "a new key never lifts the note: the next start still removes her restored profile");
        assertEquals(java.util.Set.of("member-alice"),
                new ContentCipher(ContentKeys.open(dir.resolve("k"), dir.resolve("data"))).erasedOwners(), "in the file too");
    }

    /**
     * A new key that could not be written to the file (disk full, an I/O error) must not be used
     * afterwards: content sealed with a key the file never got reads as erased after a restart.
     */
    @Test
    void aNewKeyTheFileCouldNotTakeIsNeverUsedToSeal() throws Exception {
        Path file = dir.resolve("config/member-keys");
        ContentCipher cipher = new ContentCipher(ContentKeys.open(file, dir.resolve("data")));
        cipher.seal(ContentOwner.HOUSEHOLD, "the household's");
        Path blocker = blockRewrites(file);
        assertThrows(StorageException.class, () -> cipher.seal("alice", "written while the disk failed"));
        unblock(blocker);

        String sealed = cipher.seal("alice", "alice likes the bedroom at 22");
        assertEquals(Optional.of("alice likes the bedroom at 22"),
                new ContentCipher(ContentKeys.open(file, dir.resolve("data"))).open(sealed),
                "the key that sealed it is in the file, so it still opens after a restart");
    }

    /**
     * An erasure whose key file could not be rewritten fails, and trying it again really removes
     * the key from the file: else the key survives on disk and opens the member's older backups.
     */
    @Test
    void anErasureTheFileCouldNotTakeIsDoneWhenTriedAgain() throws Exception {
        Path file = dir.resolve("config/member-keys");
        ContentKeys keys = ContentKeys.open(file, dir.resolve("data"));
        String sealed = new ContentCipher(keys).seal("alice", "alice's secret");
        Path blocker = blockRewrites(file);
        assertThrows(StorageException.class, () -> keys.destroy("alice"));
        unblock(blocker);

        keys.destroy("alice");
        assertEquals(Optional.empty(), new ContentCipher(ContentKeys.open(file, dir.resolve("data"))).open(sealed),
                "the key is gone from the file");
        assertFalse(Files.readString(file).matches("(?s).*alice [0-9a-f]{64}.*"), Files.readString(file));
        assertEquals(java.util.Set.of("alice"), ContentKeys.open(file, dir.resolve("data")).erased());
    }

    /** Makes the key file's next rewrite fail: its temporary file's name is taken by a folder that is not empty. */
    private static Path blockRewrites(Path file) throws Exception {
        Path blocker = file.resolveSibling(file.getFileName() + ".tmp");
        Files.createDirectories(blocker);
        Files.writeString(blocker.resolve("occupied"), "x");
        return blocker;
    }

    private static void unblock(Path blocker) throws Exception {
        Files.delete(blocker.resolve("occupied"));
        Files.delete(blocker);
    }
}
