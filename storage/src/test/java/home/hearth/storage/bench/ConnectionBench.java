package home.hearth.storage.bench;

import home.hearth.storage.ConnectionPool;
import home.hearth.storage.SqlCipher;
import home.hearth.storage.Transactions;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.sqlite.SQLiteDataSource;

/**
 * What a connection to the encrypted database costs: one small read (a row by primary key) and one
 * small write (an insert in its own transaction, synced) per operation, taken three ways — a new
 * connection per operation (the hub before the pool), a {@link ConnectionPool} of 4, and one
 * long-lived connection per thread — beside the same-run baseline of the statement alone on one
 * connection that stays open. With the hub's raw key (no key derivation) and with a passphrase (the
 * SQLCipher default PBKDF2 at each open), on 1 thread and on 4 threads (platform threads: a
 * per-thread connection is only reused by a thread that lives on). The schema has about as many
 * tables as the hub's, because each new connection reads and decrypts it again.
 * Prints one JSON object per line. Args: {@code [operations]} (default 400; the passphrase runs do a tenth).
 */
public final class ConnectionBench {
    private static final String RAW_KEY = "x'" + "2b7e151628aed2a6abf7158809cf4f3c".repeat(2) + "'";
    private static final int TABLES = 40;
    // Held so the level sticks: the pool's start and stop lines would interleave with the JSON.
    private static final java.util.logging.Logger POOL_LOG = java.util.logging.Logger.getLogger("com.zaxxer.hikari");

    private ConnectionBench() {}

    /** One way of getting a connection for an operation. */
    private interface Strategy extends AutoCloseable {
        <T> T with(Transactions.Work<T> work) throws SQLException;

        @Override
        default void close() {}
    }

    public static void main(String[] args) throws Exception {
        int operations = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        POOL_LOG.setLevel(java.util.logging.Level.WARNING);
        Path dir = Files.createTempDirectory("connection-bench");
        for (String keyKind : List.of("raw", "passphrase")) {
            String key = keyKind.equals("raw") ? RAW_KEY : "correct horse battery staple";
            SQLiteDataSource source = SqlCipher.dataSource(dir.resolve(keyKind + ".db"), key);
            prepare(source);
            int n = keyKind.equals("raw") ? operations : Math.max(8, operations / 10);
            for (int threads : new int[] {1, 4}) {
                for (String op : List.of("read", "write")) {
                    double baseline = -1;
                    for (String how : List.of("baseline_one_open_connection", "open_per_operation", "pool_4",
                            "connection_per_thread")) {
                        if (how.startsWith("baseline") && threads > 1) {
                            continue; // one connection cannot serve four threads at once
                        }
                        try (Strategy s = strategy(how, source)) {
                            Result r = run(s, op, threads, n);
                            if (how.startsWith("baseline")) {
                                baseline = r.p50();
                            }
                            print(keyKind, op, threads, how, r, baseline);
                        }
                    }
                }
            }
        }
    }

    private static Strategy strategy(String how, SQLiteDataSource source) throws SQLException {
        return switch (how) {
            case "baseline_one_open_connection" -> {
                Connection c = source.getConnection();
                yield new Strategy() {
                    public <T> T with(Transactions.Work<T> work) throws SQLException {
                        return work.run(c);
                    }

                    public void close() {
                        closeQuietly(c);
                    }
                };
            }
            case "open_per_operation" -> new Strategy() {
                public <T> T with(Transactions.Work<T> work) throws SQLException {
                    try (Connection c = source.getConnection()) {
                        return work.run(c);
                    }
                }
            };
            case "pool_4" -> {
                ConnectionPool pool = ConnectionPool.open(source, "bench-db", ConnectionPool.DEFAULT_SIZE);
                DataSource ds = pool.dataSource();
                try (Connection warm = ds.getConnection()) {
                    warm.isValid(1);
                }
                yield new Strategy() {
                    public <T> T with(Transactions.Work<T> work) throws SQLException {
                        try (Connection c = ds.getConnection()) {
                            return work.run(c);
                        }
                    }

                    public void close() {
                        pool.close();
                    }
                };
            }
            case "connection_per_thread" -> {
                List<Connection> opened = java.util.Collections.synchronizedList(new ArrayList<>());
                ThreadLocal<Connection> mine = new ThreadLocal<>();
                yield new Strategy() {
                    public <T> T with(Transactions.Work<T> work) throws SQLException {
                        Connection c = mine.get();
                        if (c == null) {
                            c = source.getConnection();
                            mine.set(c);
                            opened.add(c);
                        }
                        return work.run(c);
                    }

                    public void close() {
                        opened.forEach(ConnectionBench::closeQuietly);
                    }
                };
            }
            default -> throw new IllegalArgumentException(how);
        };
    }

    private record Result(long[] nanos, double seconds) {
        double p50() {
            return pct(0.50);
        }

        double pct(double q) {
            long[] sorted = nanos.clone();
            Arrays.sort(sorted);
            int i = (int) Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
            return sorted[Math.max(0, i)] / 1e6;
        }
    }

    private static Result run(Strategy s, String op, int threads, int n) throws Exception {
        AtomicInteger next = new AtomicInteger();
        long[] nanos = new long[n];
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> new Thread(r, "bench-worker"));
        long start = System.nanoTime();
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
                        long t0 = System.nanoTime();
                        s.with(op.equals("read") ? ConnectionBench::read : ConnectionBench::write);
                        nanos[i] = System.nanoTime() - t0;
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        return new Result(nanos, (System.nanoTime() - start) / 1e9);
    }

    private static Object read(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT body FROM t0 WHERE id = ?")) {
            ps.setInt(1, 1 + (int) (System.nanoTime() % 500));
            try (ResultSet r = ps.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    /** One insert in its own transaction, the way {@link Transactions#run} does it. */
    private static Object write(Connection c) throws SQLException {
        c.setAutoCommit(false);
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t1(body) VALUES (?)")) {
            ps.setString(1, "a short household note");
            int n = ps.executeUpdate();
            c.commit();
            return n;
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static void prepare(SQLiteDataSource source) throws SQLException {
        try (Connection c = source.getConnection(); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            c.setAutoCommit(false);
            for (int t = 0; t < TABLES; t++) {
                s.execute("CREATE TABLE t" + t + "(id INTEGER PRIMARY KEY, body TEXT NOT NULL, at TEXT)");
                s.execute("CREATE INDEX t" + t + "_at ON t" + t + "(at)");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO t0(id, body) VALUES (?, ?)")) {
                for (int i = 1; i <= 500; i++) {
                    ps.setInt(1, i);
                    ps.setString(2, "remembered thing " + i);
                    ps.executeUpdate();
                }
            }
            c.commit();
            c.setAutoCommit(true);
        }
    }

    private static void print(String key, String op, int threads, String how, Result r, double baseline) {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        System.out.println(String.format(Locale.ROOT, "{\"bench\":\"storage.connection\",\"key\":\"%s\",\"op\":\"%s\","
                + "\"threads\":%d,\"connections\":\"%s\",\"p50_ms\":%.3f,\"p95_ms\":%.3f,\"ops_per_s\":%.1f,"
                + "\"samples\":%d,\"baseline_p50_ms\":%s,\"machine\":{\"cores\":%d,\"java\":\"%s\",\"os_arch\":\"%s\","
                + "\"load_avg_1m\":%.2f}}", key, op, threads, how, r.p50(), r.pct(0.95), r.nanos().length / r.seconds(),
                r.nanos().length, baseline < 0 ? "null" : String.format(Locale.ROOT, "%.3f", baseline),
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                System.getProperty("os.arch"), load));
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // the bench is over
        }
    }
}
