package home.hearth.hub.bench;

import home.hearth.hub.memory.search.IndexSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Command-line options of {@link MemoryBench}.
 *
 * @param quick a small run for CI: 10k memories, 200 queries, two LoCoMo conversations
 * @param locomo the folder with LoCoMo's {@code NN.json} files (never copied into the repository)
 * @param sizes memory counts for the latency runs
 * @param queries timed queries per size (after as many warm-up queries)
 * @param parts which parts to run: latency, fts5 (the latency baseline), embedding, locomo
 * @param index the index layout for the latency runs ({@code --hnsw 16,100}, {@code --float}, {@code --off-heap})
 */
record BenchOptions(boolean quick, Path locomo, List<Integer> sizes, int queries, List<String> parts, IndexSettings index) {
    static final List<String> ALL_PARTS = List.of("latency", "fts5", "embedding", "locomo");

    static BenchOptions parse(String[] args) {
        boolean quick = Arrays.asList(args).contains("--quick");
        Path locomo = Path.of("../shared/data/locomo");
        if (!Files.isDirectory(locomo)) {
            locomo = Path.of("../../shared/data/locomo");
        }
        List<Integer> sizes = quick ? List.of(10_000) : List.of(10_000, 100_000, 220_000);
        int queries = quick ? 200 : 1000;
        List<String> parts = ALL_PARTS;
        IndexSettings index = IndexSettings.defaults(SyntheticHousehold.DIMENSION);
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> { }
                case "--locomo" -> locomo = Path.of(value(args, ++i, "--locomo"));
                case "--sizes" -> sizes = Arrays.stream(value(args, ++i, "--sizes").split(",")).map(Integer::valueOf).toList();
                case "--queries" -> queries = Integer.parseInt(value(args, ++i, "--queries"));
                case "--parts" -> parts = List.of(value(args, ++i, "--parts").split(","));
                case "--hnsw" -> index = hnsw(index, value(args, ++i, "--hnsw"));
                case "--float" -> index = new IndexSettings(index.dimension(), index.maxConn(), index.beamWidth(), false, index.offHeap());
                case "--off-heap" -> index = new IndexSettings(index.dimension(), index.maxConn(), index.beamWidth(), index.quantized(), true);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; use --quick, --locomo DIR, --sizes 10000,100000, --queries N, --parts latency,fts5,embedding,locomo,"
                        + " --hnsw M,BEAM, --float, --off-heap");
            }
        }
        if (!ALL_PARTS.containsAll(parts)) {
            throw new IllegalArgumentException("--parts must be among " + ALL_PARTS + ", got: " + parts);
        }
        return new BenchOptions(quick, locomo, sizes, queries, parts, index);
    }

    private static IndexSettings hnsw(IndexSettings s, String value) {
        String[] mb = value.split(",");
        if (mb.length != 2) {
            throw new IllegalArgumentException("--hnsw needs maxConn,beamWidth such as 16,100, got: " + value);
        }
        return new IndexSettings(s.dimension(), Integer.parseInt(mb[0]), Integer.parseInt(mb[1]), s.quantized(), s.offHeap());
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }
}
