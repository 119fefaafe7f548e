package home.hearth.hub.voice.rooms;

import home.hearth.hub.database.InstantText;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.Sha256;
import home.hearth.storage.Jdbc;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Room microphone tokens (table {@code hub_microphones}), kept like the members' API tokens: 32
 * random bytes shown once as {@code hmic_<base64url>}, stored only as their SHA-256. A token
 * resolves to its microphone until it is revoked (or its room removed). Tokens are never logged.
 */
public final class Microphones {
    static final String PREFIX = "hmic_";
    private final Jdbc sql;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public Microphones(DataSource dataSource, Clock clock) {
        this.sql = new Jdbc(dataSource, "the room store", StorageException::new);
        this.clock = clock;
    }

    /** Issues a token for a microphone in {@code room} (which must exist). */
    public IssuedMicrophone issue(String room, String name) {
        String label = name == null ? "" : name.strip();
        if (label.isEmpty() || label.length() > 80) {
            throw new IllegalArgumentException("microphone name must be 1–80 characters, got " + label.length());
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        String id = "mic-" + HexFormat.of().formatHex(raw, 0, 6);
        Microphone mic = new Microphone(id, room, label, clock.instant());
        sql.call("store a microphone token for room " + room, c -> Jdbc.update(c,
                "INSERT INTO hub_microphones(id, room_id, name, token_hash, created_at) VALUES (?,?,?,?,?)",
                id, room, label, Sha256.hex(token), InstantText.of(mic.createdAt())));
        return new IssuedMicrophone(mic, token);
    }

    /** The microphones of a room, oldest first, without tokens. */
    public List<Microphone> inRoom(String room) {
        return sql.call("list the microphones of room " + room, c -> {
            List<Microphone> mics = new ArrayList<>();
            try (PreparedStatement ps = Jdbc.prepare(c, "SELECT id, room_id, name, created_at FROM hub_microphones"
                    + " WHERE room_id=? ORDER BY created_at, id", room);
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    mics.add(read(rs));
                }
            }
            return mics;
        });
    }

    /** The microphone behind a presented token; empty when unknown, malformed or revoked. */
    public Optional<Microphone> resolve(String presented) {
        if (presented == null || !presented.startsWith(PREFIX) || presented.length() > 100) {
            return Optional.empty();
        }
        return sql.call("check a microphone token", c -> {
            try (PreparedStatement ps = Jdbc.prepare(c, "SELECT id, room_id, name, created_at FROM hub_microphones"
                    + " WHERE token_hash=?", Sha256.hex(presented));
                    ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(read(rs)) : Optional.<Microphone>empty();
            }
        });
    }

    /** Revokes a microphone of {@code room}; false when it has no such microphone. */
    public boolean revoke(String room, String micId) {
        return sql.call("revoke microphone " + micId, c -> Jdbc.update(c,
                "DELETE FROM hub_microphones WHERE id=? AND room_id=?", micId, room) > 0);
    }

    /** True when a presented string looks like a microphone token (rather than a member's). */
    public static boolean looksLikeMicrophoneToken(String presented) {
        return presented != null && presented.startsWith(PREFIX);
    }

    private static Microphone read(ResultSet rs) throws SQLException {
        return new Microphone(rs.getString(1), rs.getString(2), rs.getString(3), Instant.parse(rs.getString(4)));
    }
}
