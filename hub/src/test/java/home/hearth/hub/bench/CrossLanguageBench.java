package home.hearth.hub.bench;

import home.hearth.hub.memory.lifecycle.MemoryTranslation;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.Fusion;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.search.RetrievalMode;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchSettings;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.memory.translation.ApertiumTranslator;
import home.hearth.hub.memory.translation.Availability;
import home.hearth.hub.memory.translation.HouseholdGlossary;
import home.hearth.hub.memory.translation.Language;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.policies.memory.ReadAccess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Cross-language retrieval on the hand-written set {@code bench/crosslang.tsv} (64 questions over 40
 * memories with same-topic distractors): Hit@1 and Hit@5 per kind of question, per half of the fixed
 * split ({@link #half}) and per retriever, for MiniLM alone (originals indexed) and with each memory's
 * Apertium translation made and indexed the hub's way ({@code MemoryTranslation.of}: the pivots' results
 * joined, the mean of their vectors; {@code Translations}: under the memory's id), through Spanish alone
 * and through every installed pivot, and through every pivot with the one vector of the joined text
 * ({@code all_pivots_joined_vector}, what the hub did before). One JSON object per line.
 *
 * <p>Options (system properties): {@code crosslang.misses=true} prints each hybrid miss with its ranking
 * reasons to stderr; {@code crosslang.querytr=true} also measures translating the question at query time;
 * {@code crosslang.sweep=true} sweeps keyword share × similarity weight; {@code crosslang.spanish=false} skips
 * the Spanish-only variant; {@code crosslang.half=tune} asks the tune half's questions only (to choose on it without
 * seeing the held-out half); {@code crosslang.extra} adds variants with more pivots ({@link #extraPivots}).
 *
 * <p>Run with the hub's test classpath: {@code java ... home.hearth.hub.bench.CrossLanguageBench}.
 */
public final class CrossLanguageBench {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final HouseholdGlossary GLOSSARY = HouseholdGlossary.builtIn();
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");

    record Item(String id, String lang, String text) {}

    record Question(String target, String lang, String kind, String text) {}

    private CrossLanguageBench() {}

    public static void main(String[] args) throws IOException {
        List<Item> memories = new ArrayList<>();
        List<Question> questions = new ArrayList<>();
        read(memories, questions);
        JsonLines out = new JsonLines(System.out);
        // -Dbench.embedder=bge-small-en-v15-q (or e5-small-v2-q) runs that model after MiniLM, on the same translations
        List<BenchModel> models = new ArrayList<>(List.of(BenchModel.named(BenchModel.MINILM)));
        if (!System.getProperty("bench.embedder", BenchModel.MINILM).equals(BenchModel.MINILM)) {
            models.add(BenchModel.selected());
        }
        if (Boolean.getBoolean("crosslang.bge.both")) { // BGE with and without its query instruction, after MiniLM
            models.add(BenchModel.bge(true));
            models.add(BenchModel.bge(false));
        }
        Optional<ApertiumTranslator> apertium = apertium();
        Map<String, List<String>> spanishPivot = Map.of();
        Map<String, List<String>> pivots = Map.of();
        Map<String, Map<String, List<String>>> extra = Map.of();
        if (apertium.isPresent()) {
            if (!"false".equals(System.getProperty("crosslang.spanish"))) {
                spanishPivot = translate(apertium.get().spanishOnly(), memories);
            }
            System.err.println("pivots: " + apertium.get().pivots());
            long start = System.nanoTime();
            pivots = translate(apertium.get(), memories);
            System.err.printf("all pivots: %d memories translated in %.1f s%n", memories.size(), (System.nanoTime() - start) / 1e9);
            extra = extraPivots(apertium.get(), memories);
        }
        // -Dcrosslang.bm25s=K1,B;K1,B runs every model once per BM25 setting on the same translations (tags say which)
        for (String bm25 : System.getProperty("crosslang.bm25s", "").split(";")) {
            if (!bm25.isBlank()) {
                System.setProperty("search.bm25", bm25);
            }
            runModels(out, models, memories, questions, apertium.isPresent(), spanishPivot, pivots, extra,
                    bm25.isBlank() ? "" : "_bm25_" + bm25.replace(',', '_'));
        }
    }

    private static void runModels(JsonLines out, List<BenchModel> models, List<Item> memories, List<Question> questions,
            boolean translated, Map<String, List<String>> spanishPivot, Map<String, List<String>> pivots,
            Map<String, Map<String, List<String>>> extra, String suffix) {
        for (BenchModel m : models) {
            String tag = (m.passages().name().equals(BenchModel.MINILM) ? "minilm" : m.label().replaceAll("[^a-z0-9]+", "_")) + suffix;
            run(out, tag, m, memories, questions, translated, spanishPivot, pivots);
            for (var e : extra.entrySet()) {
                Embedder model = m.passages();
                List<float[]> qv = m.questions().embedAll(questions.stream().map(Question::text).toList());
                ReadAccess access = new ReadAccess(Optional.of(ALICE), Set.of());
                try (LuceneMemoryIndex idx = index(model, memories, hubWay(model, memories, e.getValue()))) {
                    report(out, tag + "_all_pivots_plus_" + e.getKey(), (i, mode) -> idx.search(
                            new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
                }
            }
        }
    }

    private static void run(JsonLines out, String tag, BenchModel m, List<Item> memories, List<Question> questions,
            boolean translated, Map<String, List<String>> spanishPivot, Map<String, List<String>> pivots) {
        Embedder model = m.passages();
        List<float[]> qv = m.questions().embedAll(questions.stream().map(Question::text).toList());
        ReadAccess access = new ReadAccess(Optional.of(ALICE), Set.of());
        try (LuceneMemoryIndex alone = index(model, memories, Map.of())) {
            report(out, tag + "_alone", (i, mode) -> alone.search(
                    new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
        }
        if (!translated) {
            return;
        }
        if (!spanishPivot.isEmpty()) {
            try (LuceneMemoryIndex spanish = index(model, memories, hubWay(model, memories, spanishPivot))) {
                report(out, tag + "_with_apertium_through_spanish", (i, mode) -> spanish.search(
                        new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
            }
        }
        joinedVector(out, tag, model, memories, pivots, questions, qv, access);
        // the same-run baseline of the glossary: the hub's translations as Apertium alone makes them
        try (LuceneMemoryIndex apertiumOnly = index(model, memories, hubWay(model, memories, pivots, HouseholdGlossary.NONE))) {
            report(out, tag + "_with_apertium_all_pivots_no_glossary", (i, mode) -> apertiumOnly.search(
                    new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
        }
        try (LuceneMemoryIndex both = index(model, memories, hubWay(model, memories, pivots))) {
            report(out, tag + "_with_apertium_all_pivots", (i, mode) -> both.search(
                    new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
            if (Boolean.getBoolean("crosslang.querytr")) {
                List<String> qt = translateQuestions(questions);
                List<float[]> qtv = m.questions().embedAll(qt);
                report(out, tag + "_qt_concat", (i, mode) -> both.search(new SearchQuery(questions.get(i).text() + " " + qt.get(i),
                        unit(qv.get(i), qtv.get(i)), access, 10, NOW, Set.of(), true), mode).hits(), questions);
                report(out, tag + "_qt_only", (i, mode) -> both.search(new SearchQuery(qt.get(i),
                        qtv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
                report(out, tag + "_qt_text_only", (i, mode) -> both.search(new SearchQuery(questions.get(i).text() + " " + qt.get(i),
                        qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
            }
            if (Boolean.getBoolean("crosslang.sweep")) {
                sweep(out, tag, questions, (i, st, mode) -> both.search(
                        new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode, st).hits());
            }
        }
    }

    private interface SettingsSearcher {
        List<SearchHit> hits(int question, SearchSettings settings, RetrievalMode mode);
    }

    /**
     * Keyword share × similarity weight × rank constant × fusion ({@code crosslang.sweep.k}, {@code .share},
     * {@code .similarity} comma lists; {@code crosslang.sweep.fusions} a {@code ;} list of {@link Fusion#parse} names,
     * default the bench's fusion, which a fusion by scores reports as {@code _fusion_NAME}).
     */
    private static void sweep(JsonLines out, String tag, List<Question> questions, SettingsSearcher searcher) {
        String fusions = System.getProperty("crosslang.sweep.fusions", "");
        for (String fusion : fusions.isBlank() ? new String[] {""} : fusions.split(";")) {
            for (double k : doubles("crosslang.sweep.k", "1,3,10,60")) {
                for (double share : doubles("crosslang.sweep.share", "0.5,0.6,0.7,0.8,0.9")) {
                    for (double sim : doubles("crosslang.sweep.similarity", "0,0.25,0.5,0.75,1.0")) {
                        SearchSettings base = LocomoBench.fusion(SearchSettings.DEFAULTS);
                        SearchSettings st = (fusion.isBlank() ? base : base.withFusion(Fusion.parse(fusion)))
                                .withRejectBelowSimilarity(-1).withKeywordShare(share).withRankConstant((int) k)
                                .withWeights(new home.hearth.hub.memory.search.RankWeights(1.0, sim, 0.05, 0.05, 0.1, Duration.ofDays(30)));
                        String name = tag + (fusion.isBlank() ? "" : "_fusion_" + fusion) + "_sweep_k" + (int) k + "_share" + share + "_sim" + sim;
                        report(out, name, (i, mode) -> searcher.hits(i, st, mode), questions);
                    }
                }
            }
        }
    }

    private static double[] doubles(String property, String defaults) {
        return java.util.Arrays.stream(System.getProperty(property, defaults).split(",")).mapToDouble(Double::parseDouble).toArray();
    }

    /**
     * Every installed pivot plus more, one variant per {@code label=from:mode|mode+from:mode|mode} in
     * {@code crosslang.extra} (variants separated by {@code ;}), e.g.
     * {@code pt_BR=en:eng-spa|es-pt_BR+en:eng-cat|cat-por_BR}: each memory's pivots' results per label, reported
     * as {@code <model>_all_pivots_plus_<label>}.
     */
    private static Map<String, Map<String, List<String>>> extraPivots(ApertiumTranslator translator, List<Item> memories) {
        Map<String, Map<String, List<String>>> variants = new LinkedHashMap<>();
        for (String variant : System.getProperty("crosslang.extra", "").split(";")) {
            if (variant.isBlank()) {
                continue;
            }
            String[] labelled = variant.split("=", 2);
            ApertiumTranslator more = translator;
            for (String pivot : labelled[1].split("\\+")) {
                String[] f = pivot.split(":", 2);
                more = more.withPivot(Language.valueOf(f[0].strip().toUpperCase(java.util.Locale.ROOT)), List.of(f[1].strip().split("\\|")));
            }
            long start = System.nanoTime();
            variants.put(labelled[0].strip(), translate(more, memories));
            System.err.printf("%s: %d memories translated in %.1f s%n", labelled[0], memories.size(), (System.nanoTime() - start) / 1e9);
        }
        return variants;
    }

    /**
     * The vector the hub made before: one embedding of the joined pivots' results (the hub now takes the
     * mean of the pivots' embeddings, {@code MemoryTranslation.of}); the text is indexed the same way.
     */
    private static void joinedVector(JsonLines out, String tag, Embedder model, List<Item> memories, Map<String, List<String>> pivots,
            List<Question> questions, List<float[]> qv, ReadAccess access) {
        Map<String, TranslatedText> tt = new LinkedHashMap<>();
        pivots.forEach((id, p) -> {
            String joined = ApertiumTranslator.joined(p);
            tt.put(id, new TranslatedText(joined, model.embed(joined)));
        });
        try (LuceneMemoryIndex idx = index(model, memories, tt)) {
            report(out, tag + "_all_pivots_joined_vector", (i, mode) -> idx.search(
                    new SearchQuery(questions.get(i).text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits(), questions);
        }
    }

    private static Optional<ApertiumTranslator> apertium() {
        Availability a = ApertiumTranslator.find(Path.of("/usr/bin/apertium"), Duration.ofMinutes(5));
        if (!(a instanceof Availability.Ready ready)) {
            System.err.println(((Availability.Missing) a).reason());
            return Optional.empty();
        }
        return Optional.of(ready.translator());
    }

    /** Each memory's pivots' results (Spanish first), as the hub's translator gives them. */
    private static Map<String, List<String>> translate(ApertiumTranslator translator, List<Item> memories) {
        Map<String, List<String>> t = new LinkedHashMap<>();
        for (Language from : Language.values()) {
            List<Item> mine = memories.stream().filter(m -> m.lang().equalsIgnoreCase(from.name())).toList();
            List<List<String>> done = translator.translatePivots(mine.stream().map(Item::text).toList(), from);
            for (int i = 0; i < mine.size(); i++) {
                t.put(mine.get(i).id(), done.get(i));
            }
        }
        return t;
    }

    /** The translations the hub keeps for these pivots' results ({@code MemoryTranslation.of}), with its glossary. */
    private static Map<String, TranslatedText> hubWay(Embedder model, List<Item> memories, Map<String, List<String>> pivots) {
        return hubWay(model, memories, pivots, GLOSSARY);
    }

    private static Map<String, TranslatedText> hubWay(Embedder model, List<Item> memories, Map<String, List<String>> pivots,
            HouseholdGlossary glossary) {
        Map<String, TranslatedText> t = new LinkedHashMap<>();
        for (Item m : memories) {
            Language from = Language.valueOf(m.lang().toUpperCase(java.util.Locale.ROOT));
            MemoryTranslation.of(m.text(), from, pivots.getOrDefault(m.id(), List.of()), model, glossary)
                    .ifPresent(tt -> t.put(m.id(), tt));
        }
        return t;
    }

    private static float[] unit(float[] a, float[] b) {
        float[] v = new float[a.length];
        double n = 0;
        for (int i = 0; i < v.length; i++) {
            v[i] = a[i] + b[i];
            n += v[i] * v[i];
        }
        for (int i = 0; i < v.length; i++) {
            v[i] /= (float) Math.sqrt(n);
        }
        return v;
    }

    private static List<String> translateQuestions(List<Question> questions) {
        Availability.Ready ready = (Availability.Ready) ApertiumTranslator.find(Path.of("/usr/bin/apertium"), Duration.ofMinutes(5));
        List<String> out = new ArrayList<>();
        for (Question q : questions) {
            out.add(ready.translator().translateAll(List.of(q.text()), Language.valueOf(q.lang().toUpperCase(java.util.Locale.ROOT))).get(0));
        }
        return out;
    }

    private static LuceneMemoryIndex index(Embedder model, List<Item> memories, Map<String, TranslatedText> translated) {
        MemoryFacts access = MemoryFacts.of(Scope.user(ALICE), ALICE, false, ConsentState.NOT_NEEDED);
        List<IndexedMemory> docs = new ArrayList<>();
        for (Item m : memories) {
            docs.add(new IndexedMemory(m.id(), m.text(), model.embed(m.text()), access, Validity.ALWAYS));
        }
        // the hub's own path: the index asks for each memory's translation and keeps both under its id
        LuceneMemoryIndex index = new LuceneMemoryIndex(LocomoBench.indexSettings(model.dimension()),
                LocomoBench.fusion(SearchSettings.DEFAULTS).withRejectBelowSimilarity(-1), RankSignals.NEUTRAL,
                (id, text) -> Optional.ofNullable(translated.get(id)));
        index.rebuild(docs.stream());
        return index;
    }

    /** The hits of one question (by its position in the set) for one retriever. */
    interface Searcher {
        List<SearchHit> hits(int question, RetrievalMode mode);
    }

    /** The fixed split: within each kind, the 1st, 3rd, 5th… question tunes, the others are held out. */
    static String half(List<Question> questions, int i) {
        long before = questions.subList(0, i).stream().filter(q -> q.kind().equals(questions.get(i).kind())).count();
        return before % 2 == 0 ? "tune" : "holdout";
    }

    private static void report(JsonLines out, String variant, Searcher searcher, List<Question> questions) {
        boolean misses = Boolean.getBoolean("crosslang.misses");
        String only = System.getProperty("crosslang.half", ""); // "tune": the held-out questions are not even asked
        Map<String, double[]> sums = new java.util.TreeMap<>();
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            String half = half(questions, i);
            if (!only.isBlank() && !only.equals(half)) {
                continue;
            }
            for (RetrievalMode mode : RetrievalMode.values()) {
                List<SearchHit> hits = searcher.hits(i, mode);
                int rank = rankOf(hits, q.target());
                if (misses && mode == RetrievalMode.HYBRID && rank != 1) {
                    System.err.printf("MISS %s %s [%s] %s -> target %s at %d%n", variant, half, q.kind(), q.text(), q.target(), rank);
                    hits.stream().limit(3).forEach(h -> System.err.printf("   %s %.3f %s%n", h.id(), h.score(), h.why()));
                    hits.stream().filter(h -> h.id().equals(q.target())).findFirst()
                            .ifPresent(h -> System.err.printf("   target %s %.3f %s%n", h.id(), h.score(), h.why()));
                }
                for (String h : List.of(half, "both")) {
                    for (String key : List.of(q.kind(), "all")) {
                        double[] s = sums.computeIfAbsent(h + "|" + key + "|" + mode, k -> new double[3]);
                        s[0] += rank == 1 ? 1 : 0;
                        s[1] += rank >= 1 && rank <= 5 ? 1 : 0;
                        s[2]++;
                    }
                }
            }
        }
        sums.forEach((key, s) -> {
            String[] k = key.split("\\|");
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("figure", "crosslang");
            f.put("variant", variant);
            f.put("half", k[0]);
            f.put("kind", k[1]);
            f.put("mode", k[2].toLowerCase(java.util.Locale.ROOT));
            f.put("hit_at_1", JsonLines.round(s[0] / s[2]));
            f.put("hit_at_5", JsonLines.round(s[1] / s[2]));
            f.put("questions", (int) s[2]);
            f.put("baseline", "variant minilm_alone in the same run");
            out.print(f);
        });
    }

    /** 1-based rank of the target among the hits (each hit is one memory); 0 if absent. */
    private static int rankOf(List<SearchHit> hits, String target) {
        for (int i = 0; i < hits.size(); i++) {
            if (hits.get(i).id().equals(target)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static void read(List<Item> memories, List<Question> questions) throws IOException {
        try (InputStream in = CrossLanguageBench.class.getResourceAsStream("/bench/crosslang.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.split("\t");
                if (f[0].equals("memory")) {
                    memories.add(new Item(f[1], f[2], f[3]));
                } else if (f[0].equals("question")) {
                    questions.add(new Question(f[1], f[2], f[3], f[4]));
                }
            }
        }
    }
}
