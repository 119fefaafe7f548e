package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import home.hearth.storage.Jdbc;
import java.util.List;
import javax.sql.DataSource;

/**
 * A member's own setting "let automations know when the hub recognises my voice in a room", kept with her row of
 * {@code profiles_members} ({@code presence_events}, migration V5: off for every member until she turns it on), so
 * her removal takes it with her. Who may change it is {@code policies}' {@code PresenceRule}; this only stores it.
 */
public final class PresenceSetting {
    private final Jdbc db;

    public PresenceSetting(DataSource dataSource) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
    }

    /** Whether the member has it on now; false for a member who does not exist (removed, say). */
    public boolean isOn(MemberId member) {
        List<Integer> rows = db.call("read the presence setting of " + member, c -> Jdbc.query(c,
                "SELECT presence_events FROM profiles_members WHERE id=?", r -> r.getInt(1), member.value()));
        return !rows.isEmpty() && rows.get(0) == 1;
    }

    /** Turns it on or off, or throws {@link UnknownMemberException}. */
    public void set(MemberId member, boolean on) {
        int changed = db.update("change the presence setting of " + member,
                "UPDATE profiles_members SET presence_events=? WHERE id=?", on ? 1 : 0, member.value());
        if (changed == 0) {
            throw new UnknownMemberException(member);
        }
    }
}
