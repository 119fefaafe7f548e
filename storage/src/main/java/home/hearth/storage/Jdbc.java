package home.hearth.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * Runs a store's JDBC work and converts {@link SQLException} once, into the store's own exception
 * with a sentence that names what failed and never a secret or stored content. Transactions go
 * through {@link Transactions}, so work joins the calling thread's open transaction, if any.
 */
public final class Jdbc {
    /** Makes the store's exception from the sentence and the driver's exception. */
    @FunctionalInterface
    public interface Failure {
        RuntimeException of(String sentence, SQLException cause);
    }

    private final DataSource dataSource;
    private final String subject;
    private final Failure failure;

    /**
     * @param subject who fails, e.g. "the room store" ("" for a plain "could not …")
     * @param failure the store's exception, e.g. {@code StorageException::new}
     */
    public Jdbc(DataSource dataSource, String subject, Failure failure) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.subject = subject;
        this.failure = failure;
    }

    /** Runs {@code work} on one connection in auto-commit; {@code what} completes "could not …". */
    public <T> T call(String what, Transactions.Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw fail(what, e);
        }
    }

    /** Runs {@code work} in one transaction (the thread's open one, if any): all or nothing. */
    public <T> T inTransaction(String what, Transactions.Work<T> work) {
        try {
            return Transactions.run(dataSource, work);
        } catch (SQLException e) {
            throw fail(what, e);
        }
    }

    /** Executes one update with {@code args} on its own connection; the number of rows changed. */
    public int update(String what, String sql, Object... args) {
        return call(what, c -> update(c, sql, args));
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /** Prepares {@code sql} and binds {@code args} in order. */
    public static PreparedStatement prepare(Connection c, String sql, Object... args) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        try {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            return ps;
        } catch (SQLException e) {
            ps.close();
            throw e;
        }
    }

    /** Reads one row of a result set (what JDBC throws, it may throw). */
    @FunctionalInterface
    public interface RowReader<T> {
        T read(ResultSet r) throws SQLException;
    }

    /** Runs a query with {@code args} and reads every row of its result with {@code reader}, in order. */
    public static <T> List<T> query(Connection c, String sql, RowReader<T> reader, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(c, sql, args); ResultSet r = ps.executeQuery()) {
            List<T> out = new ArrayList<>();
            while (r.next()) {
                out.add(reader.read(r));
            }
            return out;
        }
    }

    /** Executes an update with {@code args}; returns the number of rows changed. */
    public static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = prepare(c, sql, args)) {
            return ps.executeUpdate();
        }
    }

    private RuntimeException fail(String what, SQLException e) {
        String who = subject.isEmpty() ? "could not " : subject + " could not ";
        return failure.of(who + what + ": " + e.getMessage(), e);
    }
}
