package home.hearth.profiles.members;

import home.hearth.profiles.ProfilesException;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import javax.sql.DataSource;

/** The one household row ({@code profiles_household}); named {@value Household#DEFAULT_NAME} until renamed. */
public final class HouseholdStore {
    private final Jdbc db;
    private final Clock clock;

    public HouseholdStore(DataSource dataSource, Clock clock) {
        this.db = new Jdbc(dataSource, "", ProfilesException::new);
        this.clock = clock;
    }

    /** The household, created with the default name on first use. */
    public Household get() {
        return db.inTransaction("read the household", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT name, created_at FROM profiles_household");
                    ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    return new Household(rs.getString(1), Instant.parse(rs.getString(2)));
                }
            }
            Household h = new Household(Household.DEFAULT_NAME, clock.instant());
            Jdbc.update(c, "INSERT INTO profiles_household(singleton, name, created_at) VALUES (1,?,?)", h.name(),
                    h.createdAt().toString());
            return h;
        });
    }

    /** Renames the household; the name follows the display-name rule. */
    public Household rename(String name) {
        Household renamed = new Household(name, get().createdAt());
        db.call("rename the household",
                c -> Jdbc.update(c, "UPDATE profiles_household SET name=? WHERE singleton=1", renamed.name()));
        return renamed;
    }
}
