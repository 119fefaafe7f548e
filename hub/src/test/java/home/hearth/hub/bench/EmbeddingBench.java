package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Query-embedding time with the real model, one question at a time, beside batch embedding per text.
 * When the bench runs another model than MiniLM, MiniLM is loaded too and the two take turns on each
 * question, so both see the same machine load; each line also gives the process's resident memory
 * growth when the model was loaded (ONNX Runtime keeps the weights off the Java heap) and the heap after GC.
 */
final class EmbeddingBench {
    private final JsonLines out;

    EmbeddingBench(JsonLines out) {
        this.out = out;
    }

    /**
     * Loads the model named by {@code -Dbench.embedder} first (into a process with no ONNX model yet), then the
     * baseline ({@code -Dbench.embedding.baseline}, MiniLM unless the selected model is MiniLM; {@code none} for
     * none): run once with each model first to compare their resident memory on the same footing.
     */
    void run(List<String> questions) {
        String selectedName = System.getProperty("bench.embedder", BenchModel.MINILM);
        String baselineName = System.getProperty("bench.embedding.baseline",
                selectedName.equals(BenchModel.MINILM) ? "none" : BenchModel.MINILM);
        long rssBefore = rssKb();
        Embedder model = BenchModel.named(selectedName).questions();
        model.embed("warm up"); // sessions allocate on first use
        long rssModel = rssKb() - rssBefore;
        Embedder baseline = null;
        long rssBaseline = 0;
        if (!baselineName.equals("none")) {
            long before = rssKb();
            baseline = BenchModel.named(baselineName).questions();
            baseline.embed("warm up");
            rssBaseline = rssKb() - before;
        }
        for (String q : questions.subList(0, Math.min(50, questions.size()))) {
            model.embed(q); // warm-up
            if (baseline != null) {
                baseline.embed(q);
            }
        }
        long[] nanos = new long[questions.size()];
        long[] baseNanos = new long[questions.size()];
        for (int i = 0; i < questions.size(); i++) {
            long t = System.nanoTime();
            model.embed(questions.get(i));
            nanos[i] = System.nanoTime() - t;
            if (baseline != null) {
                t = System.nanoTime();
                baseline.embed(questions.get(i));
                baseNanos[i] = System.nanoTime() - t;
            }
        }
        print(model, questions, nanos, rssModel, baselineName + (baseline == null ? "" : ", loaded second"));
        if (baseline != null) {
            print(baseline, questions, baseNanos, rssBaseline, "the other query_embedding line (loaded first): same questions, turn about");
        }
    }

    private void print(Embedder model, List<String> questions, long[] nanos, long rssKb, String baseline) {
        long t0 = System.nanoTime();
        model.embedAll(questions);
        double batchPerText = (System.nanoTime() - t0) / 1e6 / questions.size();
        System.gc();
        Runtime rt = Runtime.getRuntime();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "query_embedding");
        f.put("model", model.name());
        f.put("texts", "LoCoMo questions");
        f.putAll(JsonLines.percentilesMs(nanos));
        f.put("batch_embedding_ms_per_text", JsonLines.round(batchPerText));
        f.put("rss_growth_on_load_mb", JsonLines.round(rssKb / 1024.0));
        f.put("heap_after_gc_mb_both_loaded", JsonLines.round((rt.totalMemory() - rt.freeMemory()) / 1048576.0));
        f.put("baseline", baseline);
        out.print(f);
    }

    /** Resident set size of this process (Linux), 0 where /proc is absent. */
    private static long rssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
