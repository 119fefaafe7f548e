package home.hearth.profiles.testing;

import home.hearth.policies.Role;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.auth.PasswordHasher;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.NewMember;
import home.hearth.profiles.voice.Voiceprints;
import java.nio.file.Path;
import javax.sql.DataSource;

/** The profiles repositories over one fresh encrypted database, wired as the hub would. */
public final class TestHousehold {
    public static final PasswordHasher HASHER = new PasswordHasher();
    public final Path dir;
    public final DataSource db;
    public final MutableClock clock = MutableClock.at("2026-11-30T08:00:00Z");
    public final MemberDirectory members;
    public final Credentials credentials;
    public final ApiTokens tokens;
    public final Voiceprints voiceprints;

    public TestHousehold(Path dir) {
        this.dir = dir;
        try {
            java.nio.file.Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        this.db = TestDatabase.create(dir);
        this.members = new MemberDirectory(db, clock);
        this.credentials = new Credentials(db, members, HASHER, clock);
        this.tokens = new ApiTokens(db, members, clock);
        this.voiceprints = new Voiceprints(db);
    }

    /** Adds an admin {@code ana}, an adult {@code bruno} and his child {@code carla}. */
    public TestHousehold withFamily() {
        members.create(NewMember.of("ana", "Ana", Role.ADMIN));
        members.create(NewMember.of("bruno", "Bruno", Role.ADULT));
        members.create(NewMember.child("carla", "Carla", home.hearth.policies.MemberId.of("bruno")));
        return this;
    }

    /** The database file's bytes, for checking that nothing is stored in plaintext. */
    public byte[] fileBytes() {
        try {
            byte[] main = java.nio.file.Files.readAllBytes(dir.resolve("hub.db"));
            Path wal = dir.resolve("hub.db-wal");
            byte[] w = java.nio.file.Files.exists(wal) ? java.nio.file.Files.readAllBytes(wal) : new byte[0];
            byte[] all = java.util.Arrays.copyOf(main, main.length + w.length);
            System.arraycopy(w, 0, all, main.length, w.length);
            return all;
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean fileContains(String text) {
        return fileContains(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    public boolean fileContains(byte[] needle) {
        byte[] hay = fileBytes();
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
