package home.hearth.hub.conversation.timers.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.timers.Timer;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.MemberId;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;

/** The {@code conversation_timers} table (inside the encrypted database). */
public final class TimerTable {
    private final Jdbc jdbc;

    public TimerTable(DataSource db) {
        this.jdbc = new Jdbc(db, "", StorageException::new);
    }

    public void insert(Timer t) {
        update("INSERT INTO conversation_timers(id, member, room, kind, label, language, due_at, created_at, status)"
                + " VALUES (?,?,?,?,?,?,?,?,'active')", t.id(), t.member().map(MemberId::value).orElse(null), t.room(),
                t.kind().name().toLowerCase(Locale.ROOT), t.label(), t.language().name(), t.dueAt().toString(),
                t.createdAt().toString());
    }

    /** Ends an active timer; false when it was no longer active. */
    public boolean finish(String id, String status) {
        return update("UPDATE conversation_timers SET status = ? WHERE id = ? AND status = 'active'", status, id) == 1;
    }

    public boolean isActive(String id) {
        return query("SELECT * FROM conversation_timers WHERE id = ? AND status = 'active'", id).size() == 1;
    }

    /** Every active timer, soonest first. */
    public List<Timer> active() {
        return query("SELECT * FROM conversation_timers WHERE status = 'active' ORDER BY due_at");
    }

    private int update(String sql, Object... args) {
        return jdbc.update("write timers", sql, args);
    }

    private List<Timer> query(String sql, Object... args) {
        return jdbc.call("read timers", c -> {
            List<Timer> out = new ArrayList<>();
            try (PreparedStatement s = Jdbc.prepare(c, sql, args); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Timer(r.getString("id"), Optional.ofNullable(r.getString("member")).map(MemberId::of),
                            r.getString("room"), Timer.Kind.valueOf(r.getString("kind").toUpperCase(Locale.ROOT)),
                            r.getString("label"), Language.valueOf(r.getString("language")),
                            Instant.parse(r.getString("due_at")), Instant.parse(r.getString("created_at"))));
                }
            }
            return out;
        });
    }
}
