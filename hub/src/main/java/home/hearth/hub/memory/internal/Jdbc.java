package home.hearth.hub.memory.internal;

import home.hearth.hub.storage.StorageException;
import home.hearth.storage.Transactions;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Runs JDBC work and converts {@link SQLException} once, with a message that names no content. */
public final class Jdbc {
    /** Work on one connection. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final DataSource dataSource;

    public Jdbc(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public <T> T read(String what, Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw new StorageException("the memory store could not " + what + ": " + e.getMessage(), e);
        }
    }

    /** One transaction (the thread's open one, if any: see {@link Transactions}). */
    public <T> T inTransaction(String what, Work<T> work) {
        try {
            return Transactions.run(dataSource, work::run);
        } catch (SQLException e) {
            throw new StorageException("the memory store could not " + what + ": " + e.getMessage(), e);
        }
    }

    public DataSource dataSource() {
        return dataSource;
    }
}
