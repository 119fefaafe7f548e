package home.hearth.hub.bench;

import java.util.List;

/**
 * The memory benchmark: one JSON object per line on stdout, each with its baseline and the
 * machine facts (cores, Java, architecture, max heap, load average). Run from the repository root:
 *
 * <pre>
 * mvn -B -o -q install -DskipTests
 * MAVEN_OPTS="--add-modules jdk.incubator.vector" mvn -B -o -q -pl hub exec:java -Dexec.classpathScope=test \
 *   -Dexec.mainClass=home.hearth.hub.bench.MemoryBench -Dexec.args="--quick"
 * </pre>
 *
 * Options: {@code --quick} (CI: 10k memories, 200 queries, two LoCoMo conversations),
 * {@code --locomo DIR} (default {@code ../shared/data/locomo}), {@code --sizes 10000,100000,220000},
 * {@code --queries N}, {@code --parts latency,fts5,embedding,locomo}, {@code --hnsw M,BEAM}, {@code --float},
 * {@code --off-heap}.
 */
public final class MemoryBench {
    private MemoryBench() {}

    public static void main(String[] args) throws Exception {
        BenchOptions options = BenchOptions.parse(args);
        JsonLines out = new JsonLines(System.out);
        if (options.parts().contains("latency")) {
            LatencyBench latency = new LatencyBench(out, options.parts().contains("fts5"));
            for (int size : options.sizes()) {
                latency.run(size, options.queries(), options.index());
            }
        }
        if (options.parts().contains("embedding") || options.parts().contains("locomo")) {
            List<Locomo.Conversation> conversations = Locomo.read(options.locomo(), options.quick() ? 2 : Integer.MAX_VALUE);
            // -Dbench.embedder=e5-small-v2-q or bge-small-en-v15-q compares a stronger small English model on the same questions.
            if (options.parts().contains("embedding")) {
                List<String> questions = conversations.stream()
                        .flatMap(c -> c.questions().stream().map(Locomo.Question::text))
                        .limit(options.quick() ? 200 : 1000)
                        .toList();
                new EmbeddingBench(out).run(questions);
            }
            if (options.parts().contains("locomo")) {
                // Vectors of LoCoMo's fixed texts are cached under target/locomo-cache (-Dlocomo.cache=false: no cache).
                BenchModel model = BenchModel.selected();
                BenchModel cached = Boolean.parseBoolean(System.getProperty("locomo.cache", "true"))
                        ? model.cached(java.nio.file.Path.of("target/locomo-cache")) : model;
                new LocomoBench(out, cached).run(conversations);
            }
        }
    }
}
