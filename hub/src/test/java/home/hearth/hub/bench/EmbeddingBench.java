package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Query-embedding time with the real model, one question at a time, beside batch embedding per text. */
final class EmbeddingBench {
    private final JsonLines out;

    EmbeddingBench(JsonLines out) {
        this.out = out;
    }

    void run(Embedder model, List<String> questions) {
        for (String q : questions.subList(0, Math.min(50, questions.size()))) {
            model.embed(q); // warm-up
        }
        long[] nanos = new long[questions.size()];
        for (int i = 0; i < questions.size(); i++) {
            long t = System.nanoTime();
            model.embed(questions.get(i));
            nanos[i] = System.nanoTime() - t;
        }
        long t0 = System.nanoTime();
        model.embedAll(questions);
        double batchPerText = (System.nanoTime() - t0) / 1e6 / questions.size();
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("figure", "query_embedding");
        f.put("model", model.name());
        f.put("texts", "LoCoMo questions");
        f.putAll(JsonLines.percentilesMs(nanos));
        f.put("baseline", Map.of("batch_embedding_ms_per_text", JsonLines.round(batchPerText)));
        out.print(f);
    }
}
