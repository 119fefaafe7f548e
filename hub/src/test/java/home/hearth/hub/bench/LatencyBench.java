package home.hearth.hub.bench;

import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.search.RetrievalMode;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchSettings;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/** Search latency, rebuild time and heap at scale, with synthetic vectors, beside SQLite FTS5 in the same run. */
final class LatencyBench {
    private static final int K = 10;
    private final JsonLines out;
    private final SyntheticHousehold household = new SyntheticHousehold(42);
    private long rebuildCpuNanos;

    private final boolean baseline;

    LatencyBench(JsonLines out, boolean baseline) {
        this.out = out;
        this.baseline = baseline;
    }

    void run(int size, int queries, IndexSettings settings) throws SQLException {
        long heapBefore = usedHeapAfterGc();
        long directBefore = directBytes();
        try (LuceneMemoryIndex index = new LuceneMemoryIndex(settings, SearchSettings.DEFAULTS, RankSignals.NEUTRAL)) {
            long t0 = System.nanoTime();
            long cpu0 = CpuClock.process();
            index.rebuild(household.memories(size));
            long rebuildNanos = System.nanoTime() - t0;
            rebuildCpuNanos = CpuClock.process() - cpu0;
            long heapAfter = usedHeapAfterGc();
            printRebuild(size, settings, rebuildNanos, heapBefore, heapAfter, directBytes() - directBefore, index);
            List<SyntheticHousehold.Query> qs = IntStream.range(0, queries).mapToObj(household::query).toList();
            Map<String, Object> fts = baseline ? fts5(size, qs)
                    : Map.of("engine", "sqlite-fts5 skipped (--parts without fts5)");
            for (RetrievalMode mode : List.of(RetrievalMode.KEYWORD_ONLY, RetrievalMode.VECTOR_ONLY, RetrievalMode.HYBRID)) {
                printSearch(size, settings, mode, time(index, qs, mode), mode == RetrievalMode.HYBRID ? fts : null);
            }
        }
    }

    private record Timings(long[] wall, long[] cpu) {}

    private Timings time(LuceneMemoryIndex index, List<SyntheticHousehold.Query> qs, RetrievalMode mode) {
        Instant now = Instant.parse("2026-11-30T12:00:00Z");
        for (SyntheticHousehold.Query q : qs) { // warm-up over the same queries
            index.search(new SearchQuery(q.text(), q.vector(), q.access(), K, now, Set.of(), true), mode);
        }
        CpuClock clock = new CpuClock();
        long[] wall = new long[qs.size()];
        long[] cpu = new long[qs.size()];
        for (int i = 0; i < qs.size(); i++) {
            SyntheticHousehold.Query q = qs.get(i);
            SearchQuery query = new SearchQuery(q.text(), q.vector(), q.access(), K, now, Set.of(), true);
            long c = clock.now();
            long t = System.nanoTime();
            index.search(query, mode);
            wall[i] = System.nanoTime() - t;
            cpu[i] = clock.now() - c;
        }
        return new Timings(wall, cpu);
    }

    private Map<String, Object> fts5(int size, List<SyntheticHousehold.Query> qs) throws SQLException {
        try (Fts5Baseline fts = new Fts5Baseline()) {
            long t0 = System.nanoTime();
            fts.load(household.memories(size));
            long loadNanos = System.nanoTime() - t0;
            for (SyntheticHousehold.Query q : qs) {
                fts.search(q.text(), q.access(), K);
            }
            long[] nanos = new long[qs.size()];
            for (int i = 0; i < qs.size(); i++) {
                long t = System.nanoTime();
                fts.search(qs.get(i).text(), qs.get(i).access(), K);
                nanos[i] = System.nanoTime() - t;
            }
            Map<String, Object> baseline = new LinkedHashMap<>();
            baseline.put("engine", "sqlite-fts5-bm25 (keyword only, access as SQL condition)");
            baseline.putAll(JsonLines.percentilesMs(nanos));
            baseline.put("load_s", JsonLines.round(loadNanos / 1e9));
            return baseline;
        }
    }

    private void printSearch(int size, IndexSettings s, RetrievalMode mode, Timings t, Map<String, Object> fts) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "search_latency");
        f.put("memories", size);
        f.put("engine", "lucene-" + mode.name().toLowerCase() + " (auth filter inside the queries, k=" + K
                + ", excluding query embedding)");
        f.put("quantized", s.quantized());
        f.putAll(JsonLines.percentilesMs(t.wall()));
        f.put("cpu", JsonLines.percentilesMs(t.cpu()));
        if (mode == RetrievalMode.HYBRID) {
            f.put("target_p95_ms", size <= 100_000 ? 10 : 20);
            f.put("baseline", fts);
        }
        out.print(f);
    }

    private void printRebuild(int size, IndexSettings s, long nanos, long heapBefore, long heapAfter, long direct,
            LuceneMemoryIndex index) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "index_rebuild");
        f.put("memories", size);
        f.put("rebuild_s", JsonLines.round(nanos / 1e9));
        f.put("rebuild_cpu_s", JsonLines.round(rebuildCpuNanos / 1e9));
        f.put("target_rebuild_s_at_100k", 30);
        f.put("heap_used_after_gc_mb", mb(heapAfter));
        f.put("heap_used_by_index_mb", mb(heapAfter - heapBefore));
        f.put("target_heap_mb_at_100k", 256);
        f.put("index_bytes_mb", mb(index.indexBytes()));
        f.put("off_heap", s.offHeap());
        f.put("direct_buffers_mb", mb(direct));
        f.put("quantized", s.quantized());
        f.put("hnsw", Map.of("maxConn", s.maxConn(), "beamWidth", s.beamWidth()));
        f.put("baseline", "rebuild includes generating the synthetic texts and vectors");
        out.print(f);
    }

    static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static long directBytes() {
        return ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class).stream()
                .filter(b -> b.getName().equals("direct"))
                .mapToLong(BufferPoolMXBean::getMemoryUsed)
                .sum();
    }

    private static double mb(long bytes) {
        return Math.round(bytes / 1024.0 / 1024.0 * 10) / 10.0;
    }
}
