package home.hearth.profiles.internal;

import home.hearth.profiles.ProfilesException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Runs work on a fresh connection and turns {@link SQLException} into {@link ProfilesException}. */
public final class Db {
    private final DataSource dataSource;

    public Db(DataSource dataSource) {
        this.dataSource = java.util.Objects.requireNonNull(dataSource, "dataSource");
    }

    /** Work on one connection. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** Runs {@code work}; {@code what} completes the sentence "could not …" in the error. */
    public <T> T call(String what, Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw new ProfilesException("could not " + what + ": " + e.getMessage(), e);
        }
    }

    /** Runs {@code work} in one transaction: all or nothing. */
    public <T> T inTransaction(String what, Work<T> work) {
        return call(what, c -> {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true); // a pooled connection goes back as it came
            }
        });
    }

    /** Prepares {@code sql} and binds {@code args} in order. */
    public static PreparedStatement prepare(Connection c, String sql, Object... args) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        for (int i = 0; i < args.length; i++) {
            ps.setObject(i + 1, args[i]);
        }
        return ps;
    }

    /** Executes an update with {@code args}; returns the number of rows changed. */
    public static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(c, sql, args)) {
            return ps.executeUpdate();
        }
    }
}
