package home.hearth.storage;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * One transaction helper for every module (hub, profiles, devices). {@link #run} commits the work or rolls it back and
 * always gives the connection back in auto-commit. While a thread is inside {@link #run}, every
 * connection it takes from {@link #dataSource()} is that transaction's connection (closing,
 * committing or rolling it back is left to the outer call), so a memory row and its audit line
 * written by different classes commit together or not at all.
 *
 * <p>Writers queue in the JVM, first come first served, before they take a connection: every
 * transaction begins IMMEDIATE (it takes SQLite's write lock), and SQLite's own busy handler is
 * neither fair nor patient enough under load — the load test lost audit lines to SQLITE_BUSY when
 * voice turns, MQTT commands and memory writers met. Waiting in the queue holds no pooled
 * connection, so readers are never starved by waiting writers.
 */
public final class Transactions {
    /** Work on one connection. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private static final Set<String> LEFT_TO_OUTER = Set.of("close", "commit", "rollback", "setAutoCommit");
    private final DataSource target;
    private static final Map<DataSource, ReentrantLock> QUEUES = Collections.synchronizedMap(new WeakHashMap<>());
    private final ThreadLocal<Connection> open = new ThreadLocal<>();
    private final DataSource bound = new BoundDataSource();

    public Transactions(DataSource target) {
        this.target = target;
    }

    /** Connections that join the calling thread's open transaction, if it has one. */
    public DataSource dataSource() {
        return bound;
    }

    /** Runs {@code work} in one transaction, or inside the thread's open one. */
    public <T> T run(Work<T> work) throws SQLException {
        Connection joined = open.get();
        if (joined != null) {
            return work.run(joined);
        }
        ReentrantLock writers = queueFor(target);
        writers.lock();
        try (Connection c = target.getConnection()) {
            open.set(c);
            try {
                return once(c, work);
            } finally {
                open.remove();
            }
        } finally {
            writers.unlock();
        }
    }

    /**
     * Runs {@code work} in one transaction on {@code dataSource}: the thread's open one when it is
     * a {@link #dataSource()}, otherwise a new one on a connection of its own.
     */
    public static <T> T run(DataSource dataSource, Work<T> work) throws SQLException {
        if (dataSource instanceof BoundDataSource b) {
            return b.owner().run(work);
        }
        ReentrantLock queue = queueFor(dataSource);
        queue.lock();
        try (Connection c = dataSource.getConnection()) {
            return once(c, work);
        } finally {
            queue.unlock();
        }
    }

    /** One fair writer queue per data source, whether it is reached through a Transactions or directly. */
    private static ReentrantLock queueFor(DataSource dataSource) {
        return QUEUES.computeIfAbsent(dataSource, d -> new ReentrantLock(true));
    }

    /**
     * The work's own failure is what the caller sees: after SQLITE_FULL, for one, SQLite may have
     * rolled the transaction back already, and the rollback and the return to auto-commit then fail
     * too ("no transaction is active"); those come along as suppressed exceptions (and the pool
     * drops such a connection: {@link ConnectionPool}).
     */
    private static <T> T once(Connection c, Work<T> work) throws SQLException {
        c.setAutoCommit(false);
        T result;
        try {
            result = work.run(c);
            c.commit();
        } catch (SQLException | RuntimeException | Error e) {
            try {
                c.rollback();
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            try {
                c.setAutoCommit(true);
            } catch (SQLException restore) {
                e.addSuppressed(restore);
            }
            throw e;
        }
        c.setAutoCommit(true);
        return result;
    }

    private Connection joined(Connection c) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (LEFT_TO_OUTER.contains(method.getName())) {
                        return null;
                    }
                    if (method.getName().equals("getAutoCommit")) {
                        return false;
                    }
                    try {
                        return method.invoke(c, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private final class BoundDataSource implements DataSource {
        Transactions owner() {
            return Transactions.this;
        }

        @Override
        public Connection getConnection() throws SQLException {
            Connection c = open.get();
            return c == null ? target.getConnection() : joined(c);
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() throws SQLException {
            return target.getLogWriter();
        }

        @Override
        public void setLogWriter(PrintWriter out) throws SQLException {
            target.setLogWriter(out);
        }

        @Override
        public void setLoginTimeout(int seconds) throws SQLException {
            target.setLoginTimeout(seconds);
        }

        @Override
        public int getLoginTimeout() throws SQLException {
            return target.getLoginTimeout();
        }

        @Override
        public Logger getParentLogger() throws SQLFeatureNotSupportedException {
            return target.getParentLogger();
        }

        @Override
        public <T> T unwrap(Class<T> iface) throws SQLException {
            return target.unwrap(iface);
        }

        @Override
        public boolean isWrapperFor(Class<?> iface) throws SQLException {
            return target.isWrapperFor(iface);
        }
    }
}
