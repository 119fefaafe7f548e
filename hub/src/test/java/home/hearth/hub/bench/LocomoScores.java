package home.hearth.hub.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.KeywordLab;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.policies.memory.ReadAccess;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A tuning aid, not a figure: like {@link LocomoLab}, but every list keeps its raw score (BM25 or cosine)
 * and the keyword side is dumped for several BM25 parameters and RM3 feedback settings
 * ({@code -Dlab.variants=bm25:K1:B,rm3:K1:B:DOCS:TERMS:WEIGHT,...}), to {@code target/locomo-scores/}.
 * For each BM25 variant the question's ceiling (the most BM25 could give any memory, {@code KeywordCeiling}) is
 * written under {@code "ceil"}. Also times each keyword variant (mean ms per question, this machine, this load).
 */
public final class LocomoScores {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");
    private static final String DEFAULT_VARIANTS = "bm25:0.6:0.3,bm25:0.6:0.5,bm25:0.6:0.75,bm25:0.6:1.0,"
            + "bm25:0.9:0.3,bm25:0.9:0.5,bm25:0.9:0.75,bm25:0.9:1.0,bm25:1.2:0.3,bm25:1.2:0.5,bm25:1.2:0.75,bm25:1.2:1.0,"
            + "bm25:1.5:0.3,bm25:1.5:0.5,bm25:1.5:0.75,bm25:1.5:1.0,bm25:2.0:0.3,bm25:2.0:0.5,bm25:2.0:0.75,bm25:2.0:1.0,"
            + "rm3:1.2:0.75:3:10:0.2,rm3:1.2:0.75:3:10:0.5,rm3:1.2:0.75:5:10:0.2,rm3:1.2:0.75:5:10:0.5,"
            + "rm3:1.2:0.75:5:20:0.2,rm3:1.2:0.75:5:20:0.5,rm3:1.2:0.75:10:20:0.2,rm3:1.2:0.75:10:20:0.5,"
            + "rm3:1.2:0.75:3:5:0.3,rm3:1.2:0.75:10:10:0.3,rm3:1.2:0.75:5:10:1.0";

    private LocomoScores() {}

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "../shared/data/locomo");
        BenchModel both = BenchModel.selected().cached(Path.of("target/locomo-cache"));
        List<String> halves = List.of(System.getProperty("locomo.halves", "tune,holdout").split(","));
        List<String> variants = List.of(System.getProperty("lab.variants", DEFAULT_VARIANTS).split(","));
        List<String> feedback = System.getProperty("lab.prf", "").isBlank() ? List.of()
                : List.of(System.getProperty("lab.prf").split(","));
        Path out = Path.of("target/locomo-scores");
        Files.createDirectories(out);
        for (Locomo.Half half : Locomo.halves(Locomo.read(folder, Integer.MAX_VALUE))) {
            if (halves.contains(half.name())) {
                dump(out.resolve("turns-" + half.name() + ".jsonl"), half, Locomo.Conversation::turns, both, variants, feedback);
                dump(out.resolve("observations-" + half.name() + ".jsonl"), half, Locomo.Conversation::observations, both,
                        variants, feedback);
            }
        }
    }

    private static void dump(Path file, Locomo.Half half, Function<Locomo.Conversation, List<Locomo.Item>> items,
            BenchModel model, List<String> variants, List<String> feedback) throws IOException {
        List<IndexedMemory> memories = new ArrayList<>();
        Map<String, float[]> vectorOf = new LinkedHashMap<>();
        Map<String, Locomo.Item> byId = new LinkedHashMap<>();
        for (Locomo.Conversation c : half.conversations()) {
            List<Locomo.Item> list = items.apply(c);
            List<float[]> vectors = model.passages().embedAll(list.stream().map(Locomo.Item::text).toList());
            MemoryFacts access = MemoryFacts.of(Scope.user(member(c)), member(c), false, ConsentState.NOT_NEEDED);
            for (int i = 0; i < list.size(); i++) {
                byId.put(list.get(i).id(), list.get(i));
                vectorOf.put(list.get(i).id(), vectors.get(i));
                memories.add(new IndexedMemory(list.get(i).id(), list.get(i).text(), vectors.get(i), access, Validity.ALWAYS,
                        LocomoBench.written(list.get(i))));
            }
        }
        Map<String, long[]> nanos = new LinkedHashMap<>();
        try (KeywordLab lab = new KeywordLab(memories, model.passages().dimension());
                BufferedWriter w = Files.newBufferedWriter(file)) {
            for (Locomo.Conversation c : half.conversations()) {
                Embedder questions = model.questions();
                List<float[]> vectors = questions.embedAll(c.questions().stream().map(Locomo.Question::text).toList());
                ReadAccess access = new ReadAccess(Optional.of(member(c)), Set.of());
                for (int i = 0; i < vectors.size(); i++) {
                    Locomo.Question q = c.questions().get(i);
                    SearchQuery sq = new SearchQuery(q.text(), vectors.get(i), access, 10, NOW, Set.of(), true);
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("category", q.category());
                    row.put("evidence", q.evidence().size());
                    Map<String, Double> cos = new LinkedHashMap<>();
                    List<KeywordLab.Scored> vec = lab.vector(sq, 50);
                    row.put("vec", pairs(vec, cos, lab, sq));
                    Map<String, Object> kw = new LinkedHashMap<>();
                    Map<String, Double> ceilings = new LinkedHashMap<>();
                    for (String v : variants) {
                        long t0 = System.nanoTime();
                        List<KeywordLab.Scored> list = keyword(lab, sq, v);
                        long[] n = nanos.computeIfAbsent(v, k -> new long[2]);
                        n[0] += System.nanoTime() - t0;
                        n[1]++;
                        kw.put(v, pairs(list, cos, lab, sq));
                        if (v.startsWith("bm25:")) {
                            String[] p = v.split(":");
                            ceilings.put(v, Math.round(lab.ceiling(sq, Float.parseFloat(p[1]), Float.parseFloat(p[2])) * 1e5) / 1e5);
                            ceilings.put(v + ":absent", Math.round(
                                    lab.ceilingWithAbsentTerms(sq, Float.parseFloat(p[1]), Float.parseFloat(p[2])) * 1e5) / 1e5);
                        }
                    }
                    row.put("kw", kw);
                    Map<String, Object> vecs = new LinkedHashMap<>();
                    for (String f : feedback) {
                        vecs.put(f, pairs(lab.vector(fedBack(sq, f, vec, kw, lab, vectorOf), 50), cos, lab, sq));
                    }
                    row.put("vecs", vecs);
                    row.put("ceil", ceilings);
                    row.put("cos", cos);
                    List<String> hits = cos.keySet().stream()
                            .filter(id -> byId.get(id).evidence().stream().anyMatch(q.evidence()::contains)).toList();
                    row.put("hits", hits);
                    w.write(JSON.writeValueAsString(row));
                    w.newLine();
                }
            }
        }
        nanos.forEach((v, n) -> System.err.printf("%s %s %.3f ms%n", file.getFileName(), v, n[0] / 1e6 / n[1]));
    }

    private static List<Object> pairs(List<KeywordLab.Scored> list, Map<String, Double> cos, KeywordLab lab, SearchQuery q) {
        List<Object> out = new ArrayList<>(list.size());
        for (KeywordLab.Scored s : list) {
            cos.computeIfAbsent(s.id(), id -> Math.round(lab.cosine(id, q.vector()) * 1e5) / 1e5);
            out.add(List.of(s.id(), Math.round(s.score() * 1e5) / 1e5));
        }
        return out;
    }

    /**
     * Vector pseudo-relevance feedback ({@code -Dlab.prf=SOURCE:M:BETA,...}): the question's vector plus BETA times
     * the mean of the first M memories' vectors of SOURCE ({@code vec}: the vector list itself; {@code kw}: BM25 at
     * k1 0.6, b 0.2, which must be among the keyword variants), made unit length again.
     */
    @SuppressWarnings("unchecked")
    private static SearchQuery fedBack(SearchQuery q, String spec, List<KeywordLab.Scored> vec, Map<String, Object> kw,
            KeywordLab lab, Map<String, float[]> vectorOf) {
        String[] p = spec.split(":");
        int m = Integer.parseInt(p[1]);
        float beta = Float.parseFloat(p[2]);
        List<String> source = p[0].equals("vec") ? vec.stream().map(KeywordLab.Scored::id).toList()
                : ((List<List<Object>>) kw.get("bm25:0.6:0.2")).stream().map(e -> (String) e.get(0)).toList();
        float[] out = q.vector().clone();
        int n = Math.min(m, source.size());
        for (int j = 0; j < n; j++) {
            float[] v = vectorOf.get(source.get(j));
            for (int d = 0; d < out.length; d++) {
                out[d] += beta * v[d] / n;
            }
        }
        double norm = 0;
        for (float x : out) {
            norm += x * x;
        }
        for (int d = 0; d < out.length; d++) {
            out[d] /= (float) Math.sqrt(norm);
        }
        return new SearchQuery(q.text(), out, q.access(), q.k(), q.now(), q.activeContexts(), q.forAnswers());
    }

    private static List<KeywordLab.Scored> keyword(KeywordLab lab, SearchQuery q, String variant) throws IOException {
        String[] p = variant.split(":");
        float k1 = Float.parseFloat(p[1]);
        float b = Float.parseFloat(p[2]);
        if (p[0].equals("bm25")) {
            return lab.keyword(q, 50, k1, b, 0, 0, 0);
        }
        return lab.keyword(q, 50, k1, b, Integer.parseInt(p[3]), Integer.parseInt(p[4]), Double.parseDouble(p[5]));
    }

    private static MemberId member(Locomo.Conversation c) {
        return MemberId.of("conv-" + c.id());
    }
}
