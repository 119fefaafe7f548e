package home.hearth.hub.conversation.sessions;

import home.hearth.hub.database.InstantText;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * Sessions and their messages in {@code conversation_sessions} / {@code conversation_messages}
 * (inside the encrypted database). Deleting a session deletes its messages (by its member, their
 * erasure, or {@link SessionRetention} once its last turn is older than the policy keeps). Titles, messages and
 * summaries are sealed with the owning member's content key (a room's sessions with the
 * household's); a session whose key was destroyed is not there for any reader. Times are kept as
 * {@link InstantText}, whose text order is time order: "latest" is ordered in SQL.
 */
public final class SessionStore {
    private static final String SELECT = "SELECT s.*, (SELECT COUNT(*) FROM conversation_messages m WHERE m.session_id = s.id)"
            + " AS messages FROM conversation_sessions s";
    private final Jdbc jdbc;
    private final ContentCipher cipher;

    public SessionStore(DataSource db, ContentCipher cipher) {
        this.jdbc = new Jdbc(db, "", StorageException::new);
        this.cipher = cipher;
    }

    /** The content key of a session owner ({@code member:<id>} or {@code room:<id>}). */
    static String keyOf(String owner) {
        return ContentOwner.of(owner.startsWith("member:") ? Optional.of(owner.substring("member:".length()))
                : Optional.empty());
    }

    public Session create(Session s) {
        update("INSERT INTO conversation_sessions(id, owner, room, title, created_at, last_turn_at) VALUES (?,?,?,?,?,?)",
                s.id(), s.owner(), s.room().orElse(null), cipher.seal(keyOf(s.owner()), s.title()),
                InstantText.of(s.createdAt()), InstantText.of(s.lastTurnAt()));
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
            String key = keyOf(c, sessionId);
            int next = Jdbc.query(c, "SELECT COALESCE(MAX(seq), 0) FROM conversation_messages WHERE session_id = ?",
                    r -> r.getInt(1), sessionId).getFirst() + 1;
            Jdbc.update(c, "INSERT INTO conversation_messages(session_id, seq, role, text, at) VALUES (?,?,'user',?,?)",
                    sessionId, next, cipher.seal(key, said), InstantText.of(at));
            if (!reply.isBlank()) {
                Jdbc.update(c, "INSERT INTO conversation_messages(session_id, seq, role, text, at)"
                        + " VALUES (?,?,'assistant',?,?)", sessionId, next + 1, cipher.seal(key, reply), InstantText.of(at));
            }
            return Jdbc.update(c, "UPDATE conversation_sessions SET last_turn_at = ? WHERE id = ?", InstantText.of(at),
                    sessionId);
        });
    }

    /**
     * When the owner last said something, in any of their sessions (before the turn being handled
     * is kept).
     */
    public Optional<Instant> lastTurnOf(String owner) {
        return query("SELECT MAX(m.at) FROM conversation_messages m JOIN conversation_sessions s ON s.id = m.session_id"
                + " WHERE s.owner = ?", r -> Optional.ofNullable(r.getString(1)).map(Instant::parse), owner).getFirst();
    }

    /** The session's messages in order; none once its owner's key is gone. */
    public List<SessionMessage> messages(String sessionId) {
        return query("SELECT seq, role, text, at FROM conversation_messages WHERE session_id = ? ORDER BY seq",
                r -> {
                    int seq = r.getInt("seq");
                    String role = r.getString("role");
                    Instant at = Instant.parse(r.getString("at"));
                    return cipher.open(r.getString("text")).map(t -> new SessionMessage(seq, role, t, at));
                }, sessionId).stream().flatMap(Optional::stream).toList();
    }

    public boolean rename(String id, String title) {
        return jdbc.inTransaction("rename a conversation session", c -> Jdbc.update(c,
                "UPDATE conversation_sessions SET title = ? WHERE id = ?", cipher.seal(keyOf(c, id), title), id)) == 1;
    }

    /** Deletes every session of {@code owner} (a removed member's) with its messages; how many. */
    public int forget(String owner) {
        return update("DELETE FROM conversation_sessions WHERE owner = ?", owner);
    }

    /**
     * Deletes every session, members' and rooms', whose last turn was before {@code before}, with its summary and its
     * messages (ON DELETE CASCADE); how many.
     */
    public int deleteLastTurnBefore(Instant before) {
        return update("DELETE FROM conversation_sessions WHERE last_turn_at < ?", InstantText.of(before));
    }

    /** Deletes the session and all its messages; false when there was none. */
    public boolean delete(String id) {
        return update("DELETE FROM conversation_sessions WHERE id = ?", id) == 1;
    }

    public Optional<SessionSummary> summary(String id) {
        return query("SELECT summary, summary_through, summary_by_model FROM conversation_sessions WHERE id = ? AND summary IS NOT NULL",
                r -> {
                    int through = r.getInt(2);
                    boolean byModel = r.getInt(3) == 1;
                    return cipher.open(r.getString(1)).map(t -> new SessionSummary(t, through, byModel));
                }, id).stream().flatMap(Optional::stream).findFirst();
    }

    public void saveSummary(String id, SessionSummary s) {
        jdbc.inTransaction("keep a session summary", c -> Jdbc.update(c, "UPDATE conversation_sessions SET summary = ?,"
                + " summary_through = ?, summary_by_model = ? WHERE id = ?", cipher.seal(keyOf(c, id), s.text()),
                s.through(), s.byModel() ? 1 : 0, id));
    }

    private List<Session> sessions(String sql, Object... args) {
        return query(sql, r -> {
            String id = r.getString("id");
            String owner = r.getString("owner");
            Optional<String> room = Optional.ofNullable(r.getString("room"));
            Instant created = Instant.parse(r.getString("created_at"));
            Instant last = Instant.parse(r.getString("last_turn_at"));
            int messages = r.getInt("messages");
            return cipher.open(r.getString("title")).map(t -> new Session(id, owner, room, t, created, last, messages));
        }, args).stream().flatMap(Optional::stream).toList();
    }

    /**
     * Run once at start: seals sessions kept before sealing (titles, summaries, messages) and
     * deletes sessions whose owner's key is gone; returns how many sessions changed.
     */
    public int sealAtRest() {
        return jdbc.inTransaction("seal conversation sessions", c -> {
            List<String[]> all = Jdbc.query(c, "SELECT id, owner, title, summary FROM conversation_sessions",
                    r -> new String[] {r.getString(1), r.getString(2), r.getString(3), r.getString(4)});
            int changed = 0;
            Set<String> erased = cipher.erasedOwners();
            for (String[] s : all) {
                String key = keyOf(s[1]);
                // An erased owner's plain session (a backup from before sealing) is removed: sealing it would make them a key.
                if (!ContentCipher.isSealed(s[2]) && erased.contains(key)) {
                    changed += Jdbc.update(c, "DELETE FROM conversation_sessions WHERE id = ?", s[0]);
                } else if (!ContentCipher.isSealed(s[2]) && cipher.admits(key)) {
                    // (a plain session of somebody no longer a member stays as it is: no key is made for them)
                    Jdbc.update(c, "UPDATE conversation_sessions SET title = ?, summary = ? WHERE id = ?",
                            cipher.seal(key, s[2]), s[3] == null ? null : cipher.seal(key, s[3]), s[0]);
                    for (String[] m : Jdbc.query(c, "SELECT seq, text FROM conversation_messages WHERE session_id = ?",
                            r -> new String[] {r.getString(1), r.getString(2)}, s[0])) {
                        Jdbc.update(c, "UPDATE conversation_messages SET text = ? WHERE session_id = ? AND seq = ?",
                                cipher.seal(key, m[1]), s[0], Integer.parseInt(m[0]));
                    }
                    changed++;
                } else if (cipher.open(s[2]).isEmpty()) {
                    changed += Jdbc.update(c, "DELETE FROM conversation_sessions WHERE id = ?", s[0]);
                }
            }
            return changed;
        });
    }

    private static String keyOf(Connection c, String sessionId) throws SQLException {
        List<String> owner = Jdbc.query(c, "SELECT owner FROM conversation_sessions WHERE id = ?", r -> r.getString(1), sessionId);
        return keyOf(owner.isEmpty() ? "room:none" : owner.getFirst());
    }

    private <T> List<T> query(String sql, Jdbc.RowReader<T> row, Object... args) {
        return jdbc.call("read conversation sessions", c -> Jdbc.query(c, sql, row, args));
    }

    private int update(String sql, Object... args) {
        return jdbc.update("write conversation sessions", sql, args);
    }
}
