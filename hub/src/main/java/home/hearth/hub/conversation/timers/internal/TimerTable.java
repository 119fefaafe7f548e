package home.hearth.hub.conversation.timers.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.timers.Timer;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.database.InstantText;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;

/**
 * The {@code conversation_timers} table (inside the encrypted database). A label (what to remind
 * of, as said) is sealed with the owning member's content key, a room's timer with the
 * household's: once a member's key is destroyed, their labels read as erased in this database and
 * in every older backup. A timer whose label no longer opens is not there for anybody.
 */
public final class TimerTable {
    private final Jdbc jdbc;
    private final ContentCipher cipher;

    public TimerTable(DataSource db, ContentCipher cipher) {
        this.jdbc = new Jdbc(db, "", StorageException::new);
        this.cipher = cipher;
    }

    /** Whose key seals a timer's label. */
    static String keyOf(Optional<MemberId> member) {
        return ContentOwner.of(member.map(MemberId::value));
    }

    public void insert(Timer t) {
        update("INSERT INTO conversation_timers(id, member, room, kind, label, language, due_at, created_at, status)"
                + " VALUES (?,?,?,?,?,?,?,?,'active')", t.id(), t.member().map(MemberId::value).orElse(null), t.room(),
                t.kind().name().toLowerCase(Locale.ROOT), cipher.seal(keyOf(t.member()), t.label()), t.language().name(),
                InstantText.of(t.dueAt()), InstantText.of(t.createdAt()));
    }

    /** Ends an active timer at {@code at} (missed, cancelled); false when it was no longer active. */
    public boolean finish(String id, String status, Instant at) {
        return update("UPDATE conversation_timers SET status = ?, finished_at = ? WHERE id = ? AND status = 'active'",
                status, InstantText.of(at), id) == 1;
    }

    /** Marks an active timer announced at {@code at}; false when it was no longer active. */
    public boolean announced(String id, Instant at) {
        return update("UPDATE conversation_timers SET status = 'announced', announced_at = ?, finished_at = ?"
                + " WHERE id = ? AND status = 'active'", InstantText.of(at), InstantText.of(at), id) == 1;
    }

    /** Deletes every timer, of any member or room, that ended (announced, missed, cancelled) before {@code before}. */
    public int deleteFinishedBefore(Instant before) {
        return update("DELETE FROM conversation_timers WHERE status <> 'active' AND finished_at < ?", InstantText.of(before));
    }

    /** The timers announced at or after {@code since} whose label still opens, latest first. */
    public List<Timers.Done> announcedSince(Instant since) {
        return query((r, label) -> new Timers.Done(timer(r, label), Instant.parse(r.getString("announced_at"))),
                "SELECT * FROM conversation_timers WHERE status = 'announced' AND announced_at >= ?"
                        + " ORDER BY announced_at DESC", InstantText.of(since));
    }

    public boolean isActive(String id) {
        return query("SELECT * FROM conversation_timers WHERE id = ? AND status = 'active'", id).size() == 1;
    }

    /** Every active timer whose label still opens, soonest first. */
    public List<Timer> active() {
        return query("SELECT * FROM conversation_timers WHERE status = 'active' ORDER BY due_at");
    }

    /** Deletes every timer of {@code member} (active or past, a removed member's); their ids. */
    public List<String> forget(MemberId member) {
        return jdbc.inTransaction("forget a member's timers", c -> {
            List<String> ids = Jdbc.query(c, "SELECT id FROM conversation_timers WHERE member = ?", r -> r.getString(1), member.value());
            Jdbc.update(c, "DELETE FROM conversation_timers WHERE member = ?", member.value());
            return ids;
        });
    }

    /**
     * Run once at start, before anything is scheduled: seals the labels an older hub kept in plain
     * text, and deletes timers whose owner's key is gone (an older backup restored after their
     * member was erased), plain ones included: an erased owner never gets a new key for them; so
     * are plain ones of a member no longer in the household (an older hub kept a removed member's
     * timers).
     */
    public int sealAtRest() {
        Set<String> erased = cipher.erasedOwners();
        return jdbc.inTransaction("seal timer labels", c -> {
            int changed = 0;
            for (String[] row : Jdbc.query(c, "SELECT id, member, label FROM conversation_timers",
                    r -> new String[] {r.getString(1), r.getString(2), r.getString(3)})) {
                String key = keyOf(Optional.ofNullable(row[1]).map(MemberId::of));
                boolean plain = !ContentCipher.isSealed(row[2]);
                if (plain ? erased.contains(key) : cipher.open(row[2]).isEmpty()) {
                    changed += delete(c, row[0]);
                } else if (plain) {
                    changed += sealOrDelete(c, row[0], key, row[2]);
                }
            }
            return changed;
        });
    }

    /**
     * Seals a plain label; deletes the timer instead when its member is no longer in the
     * household (removed by a hub that left their timers behind), who is given no key.
     */
    private int sealOrDelete(Connection c, String id, String key, String label) throws SQLException {
        return cipher.admits(key)
                ? Jdbc.update(c, "UPDATE conversation_timers SET label = ? WHERE id = ?", cipher.seal(key, label), id)
                : delete(c, id);
    }

    private static int delete(Connection c, String id) throws SQLException {
        return Jdbc.update(c, "DELETE FROM conversation_timers WHERE id = ?", id);
    }

    private int update(String sql, Object... args) {
        return jdbc.update("write timers", sql, args);
    }

    private List<Timer> query(String sql, Object... args) {
        return query(TimerTable::timer, sql, args);
    }

    /** One row read with its label opened. */
    private interface LabelledRow<T> {
        T read(ResultSet r, String label) throws SQLException;
    }

    /** The rows of {@code sql} whose label still opens, each read by {@code row}. */
    private <T> List<T> query(LabelledRow<T> row, String sql, Object... args) {
        return jdbc.call("read timers", c -> {
            List<T> out = new ArrayList<>();
            try (PreparedStatement s = Jdbc.prepare(c, sql, args); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Optional<String> label = cipher.open(r.getString("label"));
                    if (label.isPresent()) {
                        out.add(row.read(r, label.get()));
                    }
                }
            }
            return out;
        });
    }

    private static Timer timer(ResultSet r, String label) throws SQLException {
        return new Timer(r.getString("id"), Optional.ofNullable(r.getString("member")).map(MemberId::of),
                r.getString("room"), Timer.Kind.valueOf(r.getString("kind").toUpperCase(Locale.ROOT)), label,
                Language.valueOf(r.getString("language")), Instant.parse(r.getString("due_at")),
                Instant.parse(r.getString("created_at")));
    }
}
