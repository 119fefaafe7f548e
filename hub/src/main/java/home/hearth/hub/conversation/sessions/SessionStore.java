package home.hearth.hub.conversation.sessions;

import home.hearth.hub.database.StorageException;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Sessions and their messages in {@code conversation_sessions} / {@code conversation_messages}
 * (inside the encrypted database). Deleting a session deletes its messages.
 */
public final class SessionStore {
    private static final String SELECT = "SELECT s.*, (SELECT COUNT(*) FROM conversation_messages m WHERE m.session_id = s.id)"
            + " AS messages FROM conversation_sessions s";
    private final Jdbc jdbc;

    public SessionStore(DataSource db) {
        this.jdbc = new Jdbc(db, "", StorageException::new);
    }

    public Session create(Session s) {
        update("INSERT INTO conversation_sessions(id, owner, room, title, created_at, last_turn_at) VALUES (?,?,?,?,?,?)",
                s.id(), s.owner(), s.room().orElse(null), s.title(), s.createdAt().toString(), s.lastTurnAt().toString());
        return s;
    }

    public Optional<Session> find(String id) {
        return sessions(SELECT + " WHERE s.id = ?", id).stream().findFirst();
    }

    /** The owner's session in that room (or with no room) that had the latest turn. */
    public Optional<Session> latest(String owner, Optional<String> room) {
        return room.isPresent()
                ? sessions(SELECT + " WHERE s.owner = ? AND s.room = ? ORDER BY s.last_turn_at DESC LIMIT 1", owner, room.get())
                        .stream().findFirst()
                : sessions(SELECT + " WHERE s.owner = ? AND s.room IS NULL ORDER BY s.last_turn_at DESC LIMIT 1", owner)
                        .stream().findFirst();
    }

    /** The owner's sessions, latest first. */
    public List<Session> of(String owner) {
        return sessions(SELECT + " WHERE s.owner = ? ORDER BY s.last_turn_at DESC", owner);
    }

    /** Every session of the household, latest first (for the admin). */
    public List<Session> all() {
        return sessions(SELECT + " ORDER BY s.last_turn_at DESC");
    }

    /**
     * Adds one turn's messages (the reply may be empty) and moves the session's last turn, in one
     * transaction: two turns at once cannot take the same sequence number.
     */
    public void append(String sessionId, String said, String reply, Instant at) {
        jdbc.inTransaction("add a turn to a conversation session", c -> {
            int next = rows(c, "SELECT COALESCE(MAX(seq), 0) FROM conversation_messages WHERE session_id = ?",
                    r -> r.getInt(1), sessionId).getFirst() + 1;
            Jdbc.update(c, "INSERT INTO conversation_messages(session_id, seq, role, text, at) VALUES (?,?,'user',?,?)",
                    sessionId, next, said, at.toString());
            if (!reply.isBlank()) {
                Jdbc.update(c, "INSERT INTO conversation_messages(session_id, seq, role, text, at)"
                        + " VALUES (?,?,'assistant',?,?)", sessionId, next + 1, reply, at.toString());
            }
            return Jdbc.update(c, "UPDATE conversation_sessions SET last_turn_at = ? WHERE id = ?", at.toString(),
                    sessionId);
        });
    }

    /**
     * When the owner last said something, in any of their sessions (before the turn being handled
     * is kept). Compared as ISO text: close enough for the day-long gaps it is used for.
     */
    public Optional<Instant> lastTurnOf(String owner) {
        return query("SELECT MAX(m.at) FROM conversation_messages m JOIN conversation_sessions s ON s.id = m.session_id"
                + " WHERE s.owner = ?", r -> Optional.ofNullable(r.getString(1)).map(Instant::parse), owner).getFirst();
    }

    public List<SessionMessage> messages(String sessionId) {
        return query("SELECT seq, role, text, at FROM conversation_messages WHERE session_id = ? ORDER BY seq",
                r -> new SessionMessage(r.getInt("seq"), r.getString("role"), r.getString("text"), Instant.parse(r.getString("at"))),
                sessionId);
    }

    public boolean rename(String id, String title) {
        return update("UPDATE conversation_sessions SET title = ? WHERE id = ?", title, id) == 1;
    }

    /** Deletes the session and all its messages; false when there was none. */
    public boolean delete(String id) {
        return update("DELETE FROM conversation_sessions WHERE id = ?", id) == 1;
    }

    public Optional<SessionSummary> summary(String id) {
        return query("SELECT summary, summary_through, summary_by_model FROM conversation_sessions WHERE id = ? AND summary IS NOT NULL",
                r -> new SessionSummary(r.getString(1), r.getInt(2), r.getInt(3) == 1), id).stream().findFirst();
    }

    public void saveSummary(String id, SessionSummary s) {
        update("UPDATE conversation_sessions SET summary = ?, summary_through = ?, summary_by_model = ? WHERE id = ?",
                s.text(), s.through(), s.byModel() ? 1 : 0, id);
    }

    private List<Session> sessions(String sql, Object... args) {
        return query(sql, r -> new Session(r.getString("id"), r.getString("owner"), Optional.ofNullable(r.getString("room")),
                r.getString("title"), Instant.parse(r.getString("created_at")), Instant.parse(r.getString("last_turn_at")),
                r.getInt("messages")), args);
    }

    private interface Row<T> {
        T read(ResultSet r) throws SQLException;
    }

    private <T> List<T> query(String sql, Row<T> row, Object... args) {
        return jdbc.call("read conversation sessions", c -> rows(c, sql, row, args));
    }

    private static <T> List<T> rows(Connection c, String sql, Row<T> row, Object... args) throws SQLException {
        try (PreparedStatement s = Jdbc.prepare(c, sql, args); ResultSet r = s.executeQuery()) {
            List<T> out = new ArrayList<>();
            while (r.next()) {
                out.add(row.read(r));
            }
            return out;
        }
    }

    private int update(String sql, Object... args) {
        return jdbc.update("write conversation sessions", sql, args);
    }
}
