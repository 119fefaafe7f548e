package home.hearth.hub.memory;

import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.values.Memory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;

/**
 * Store-side figures, one JSON object per line: a write through the whole path (embed, neighbours,
 * real gate, encrypted insert, index), get-by-id, and rebuilding the index from the encrypted
 * database at N memories (synthetic unit vectors) with the heap used after. Run by hand:
 * {@code java -cp … home.hearth.hub.memory.MemoryStoreBench 100000}.
 */
public final class MemoryStoreBench {
    private MemoryStoreBench() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        boolean lucene = args.length < 2 || !args[1].equals("--stream-only");
        Path dir = Files.createTempDirectory("memstore-bench");
        try (MemoryFixture f = new MemoryFixture(dir)) {
            connections(f, 500);
            writes(f, 200);
            reads(f, 2000);
            fill(f, n);
            stream(f, n);
            if (lucene) {
                rebuild(f, n);
            }
        }
    }

    private static void writes(MemoryFixture f, int count) {
        long[] ns = new long[count];
        for (int i = 0; i < count; i++) {
            long t = System.nanoTime();
            f.service.writer().create(MemoryFixture.ALICE, MemoryWriteTest.draft("user", "Note number " + i + ": the " + WORDS[i % WORDS.length] + " is kept in drawer "
                    + (i * 7 % 31) + " of the " + WORDS[(i * 3) % WORDS.length] + " cabinet", true));
            ns[i] = System.nanoTime() - t;
        }
        print("memory.write.full_path", count, ns, "embed + neighbours + real gate + encrypted insert + index");
    }

    private static void reads(MemoryFixture f, int count) {
        var ids = f.store.ownedBy(MemoryFixture.ALICE.member().orElseThrow()).stream().map(Memory::id).toList();
        long[] ns = new long[count];
        for (int i = 0; i < count; i++) {
            long t = System.nanoTime();
            f.service.reader().get(MemoryFixture.ALICE, ids.get(i % ids.size()));
            ns[i] = System.nanoTime() - t;
        }
        print("memory.get_by_id", count, ns, "visibility check + access count update");
    }

    /** Synthetic memories straight into the tables, in one transaction (bench setup, not timed). */
    private static void fill(MemoryFixture f, int n) throws SQLException {
        Random rnd = new Random(42);
        String now = Times.text(f.clock.instant());
        try (Connection c = f.db.dataSource().getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement m = c.prepareStatement("INSERT INTO memory(id, kind, text, scope_type, scope_id, owner,"
                    + " source, created_at, created_by, status, decayed_at) VALUES (?, 'episodic', ?, ?, ?, ?, 'import', ?,"
                    + " 'bench', 'active', ?)");
                    PreparedStatement e = c.prepareStatement(
                            "INSERT INTO memory_embedding(memory_id, model, vector) VALUES (?, 'all-minilm-l6-v2', ?)")) {
                for (int i = 0; i < n; i++) {
                    String id = "b-" + i;
                    String member = "m" + (i % 6);
                    boolean mine = i % 3 != 0;
                    m.setString(1, id);
                    m.setString(2, WORDS[i % WORDS.length] + " " + WORDS[(i / 7) % WORDS.length] + " note " + i);
                    m.setString(3, mine ? "user" : "household");
                    m.setString(4, mine ? member : "");
                    m.setString(5, member);
                    m.setString(6, now);
                    m.setString(7, now);
                    m.addBatch();
                    e.setString(1, id);
                    e.setBytes(2, VectorBytes.toBytes(unit(rnd, 384)));
                    e.addBatch();
                    if (i % 5000 == 4999) {
                        m.executeBatch();
                        e.executeBatch();
                    }
                }
                m.executeBatch();
                e.executeBatch();
            }
            c.commit();
        }
    }

    /** What one database round trip costs: a fresh keyed connection with a read, and a one-row committed update. */
    private static void connections(MemoryFixture f, int count) throws SQLException {
        long[] open = new long[count];
        long[] commit = new long[count];
        for (int i = 0; i < count; i++) {
            long t = System.nanoTime();
            try (Connection c = f.db.dataSource().getConnection(); var st = c.createStatement()) {
                st.executeQuery("SELECT count(*) FROM schema_version").close();
                open[i] = System.nanoTime() - t;
                t = System.nanoTime();
                st.executeUpdate("UPDATE schema_version SET applied_at = applied_at WHERE module = 'hub' AND version = 1");
                commit[i] = System.nanoTime() - t;
            }
        }
        print("db.connection_open_and_read", count, open, "new SQLCipher connection + one read (no pool)");
        print("db.update_commit", count, commit, "one-row update, autocommit, WAL, synchronous default");
    }

    /** Reading every active memory with its embedding for a rebuild, without indexing. */
    private static void stream(MemoryFixture f, int n) {
        long[] count = new long[1];
        home.hearth.hub.memory.search.MemoryIndex counter = new home.hearth.hub.memory.search.MemoryIndex() {
            @Override public void upsert(home.hearth.hub.memory.search.IndexedMemory m) {}
            @Override public void delete(String id) {}
            @Override public long rebuild(java.util.stream.Stream<home.hearth.hub.memory.search.IndexedMemory> all) {
                count[0] = all.count();
                return count[0];
            }
            @Override public home.hearth.hub.memory.search.SearchResult search(home.hearth.hub.memory.search.SearchQuery q) {
                return home.hearth.hub.memory.search.SearchResult.rejectedResult(); // only counts what a rebuild reads
            }
            @Override public long size() {
                return count[0];
            }
            @Override public void close() {}
        };
        long t = System.nanoTime();
        new home.hearth.hub.memory.lifecycle.IndexRebuild(f.db.dataSource(), f.backends.embedder(), f.cipher).into(counter);
        System.out.printf(Locale.ROOT, "{\"figure\":\"memory.db.stream_for_rebuild\",\"memories\":%d,\"read\":%d,"
                + "\"ms\":%d,\"what\":\"decrypt, map and decode every active memory + float32 vector\"}%n", n, count[0],
                (System.nanoTime() - t) / 1_000_000);
    }

    private static void rebuild(MemoryFixture f, int n) {
        System.gc();
        long t = System.nanoTime();
        long indexed = f.rebuildIndex();
        long ms = (System.nanoTime() - t) / 1_000_000;
        System.gc();
        Runtime rt = Runtime.getRuntime();
        long heapMb = (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024);
        System.out.printf(Locale.ROOT, "{\"figure\":\"memory.index.rebuild_from_encrypted_db\",\"memories\":%d,\"indexed\":%d,"
                + "\"ms\":%d,\"heap_used_mb_after_gc\":%d,\"cores\":%d,\"java\":\"%s\"}%n", n, indexed, ms, heapMb,
                rt.availableProcessors(), System.getProperty("java.version"));
    }

    private static void print(String figure, int count, long[] ns, String what) {
        long[] s = ns.clone();
        Arrays.sort(s);
        System.out.printf(Locale.ROOT, "{\"figure\":\"%s\",\"n\":%d,\"p50_ms\":%.2f,\"p95_ms\":%.2f,\"p99_ms\":%.2f,"
                + "\"what\":\"%s\",\"cores\":%d}%n", figure, count, s[count / 2] / 1e6, s[count * 95 / 100] / 1e6,
                s[Math.min(count - 1, count * 99 / 100)] / 1e6, what, Runtime.getRuntime().availableProcessors());
    }

    private static float[] unit(Random rnd, int dim) {
        float[] v = new float[dim];
        double norm = 0;
        for (int i = 0; i < dim; i++) {
            v[i] = (float) rnd.nextGaussian();
            norm += v[i] * v[i];
        }
        for (int i = 0; i < dim; i++) {
            v[i] /= (float) Math.sqrt(norm);
        }
        return v;
    }

    private static final String[] WORDS = {"spare key", "bicycle pump", "passport", "charger", "umbrella", "torch",
        "first aid kit", "screwdriver", "light bulbs", "batteries", "tape measure", "candles", "sewing kit"};
}
