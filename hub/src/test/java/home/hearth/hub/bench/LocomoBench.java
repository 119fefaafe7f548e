package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.search.RetrievalMode;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchSettings;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Retrieval quality on LoCoMo: every conversation is its own member (the access filter keeps them
 * apart in one index); a question scores a hit when a retrieved memory carries one of its evidence
 * dialogue ids. Hybrid against BM25 alone and vectors alone, then rejection at several thresholds.
 */
final class LocomoBench {
    static final int K = 10;
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");
    private final JsonLines out;
    private final Embedder model;
    private final Embedder questions;
    private final String label;

    LocomoBench(JsonLines out, BenchModel model) {
        this.out = out;
        this.model = model.passages();
        this.questions = model.questions();
        this.label = model.label();
    }

    /** One question, embedded, with who asks. */
    record Asked(Locomo.Question question, float[] vector, ReadAccess access) {}

    /** Each half of {@link Locomo#halves} on its own index; settings are swept on the tuning half only. */
    void run(List<Locomo.Conversation> conversations) {
        // -Dlocomo.halves=holdout and -Dlocomo.granularities=observations rerun a part alone
        List<String> halves = List.of(System.getProperty("locomo.halves", "tune,holdout").split(","));
        List<String> granularities = List.of(System.getProperty("locomo.granularities", "turns,observations").split(","));
        out.print(Map.of("figure", "locomo_model", "model", label, "fusion", System.getProperty("locomo.fusion", "shipped"),
                "search", fusion(SearchSettings.DEFAULTS).fusion() + " share " + fusion(SearchSettings.DEFAULTS).keywordShare(),
                "bm25", indexSettings(model.dimension()).keywords().toString()));
        for (Locomo.Half half : Locomo.halves(conversations)) {
            if (half.conversations().isEmpty() || !halves.contains(half.name())) {
                continue;
            }
            List<Asked> asked = ask(half.conversations());
            if (granularities.contains("turns")) {
                run("turns", half, Locomo.Conversation::turns, asked);
            }
            if (granularities.contains("observations")) {
                run("observations", half, Locomo.Conversation::observations, asked);
            }
        }
    }

    private void run(String granularity, Locomo.Half half,
            Function<Locomo.Conversation, List<Locomo.Item>> items, List<Asked> asked) {
        List<Locomo.Conversation> conversations = half.conversations();
        Map<String, Set<String>> evidence = new HashMap<>();
        Map<String, String> texts = new HashMap<>();
        List<IndexedMemory> memories = new ArrayList<>();
        for (Locomo.Conversation c : conversations) {
            List<Locomo.Item> list = items.apply(c);
            List<float[]> vectors = model.embedAll(list.stream().map(Locomo.Item::text).toList());
            MemoryFacts access = MemoryFacts.of(Scope.user(member(c)), member(c), false, ConsentState.NOT_NEEDED);
            for (int i = 0; i < list.size(); i++) {
                Locomo.Item item = list.get(i);
                evidence.put(item.id(), item.evidence());
                texts.put(item.id(), item.text());
                memories.add(new IndexedMemory(item.id(), item.text(), vectors.get(i), access, Validity.ALWAYS, written(item)));
            }
        }
        SearchSettings ranking = fusion(SearchSettings.DEFAULTS).withRejectBelowSimilarity(-1);
        try (LuceneMemoryIndex index = new LuceneMemoryIndex(
                indexSettings(model.dimension()), ranking, RankSignals.NEUTRAL)) {
            index.rebuild(memories.stream());
            new LocomoQuality(out, granularity, half.name(), memories.size()).measure(asked, q -> rank(index, q, evidence));
            if (half.name().equals("tune")) {
                new LocomoTuning(out, granularity).sweep(asked,
                        (q, s) -> firstHit(index.search(query(q), RetrievalMode.HYBRID, s).hits(), q, evidence));
            }
            new LocomoRejection(out, granularity, half.name()).sweep(asked,
                    (q, s) -> index.search(query(q), RetrievalMode.HYBRID, s).rejected());
            new LocomoNamedRejection(out, granularity, half.name()).sweep(asked, q -> top(index.search(query(q)).hits(), texts));
        }
    }

    /**
     * {@code -Dlocomo.fusion=K,SHARE,SIMILARITY} measures quality and rejection with another fusion than the
     * shipped one (e.g. the one the tuning sweep chose for another embedder); the sweep itself is unaffected.
     */
    static SearchSettings fusion(SearchSettings s) {
        // -Dsearch.fusion=ranks|lead:LEAD[:GUARD[:NEAR_TIE_RANK]]|min-max|ceiling|scores:CEILING_SHARE:SATURATION:raw|min-max (Fusion.parse) and -Dsearch.share=S measure another fusion method (LoCoMo and CrossLanguageBench)
        String how = System.getProperty("search.fusion");
        if (how != null) {
            s = s.withFusion(home.hearth.hub.memory.search.Fusion.parse(how));
        }
        String share = System.getProperty("search.share");
        if (share != null) {
            s = s.withKeywordShare(Double.parseDouble(share));
        }
        String f = System.getProperty("locomo.fusion");
        if (f == null) {
            return s;
        }
        String[] p = f.split(",");
        home.hearth.hub.memory.search.RankWeights d = s.weights();
        return s.withRankConstant(Integer.parseInt(p[0])).withKeywordShare(Double.parseDouble(p[1]))
                .withWeights(new home.hearth.hub.memory.search.RankWeights(d.fusion(), Double.parseDouble(p[2]), d.recency(),
                        d.frequency(), d.importance(), d.recencyHalfLife()));
    }

    /** The index settings of a bench run: the defaults, or {@code -Dsearch.bm25=K1,B} (LoCoMo and CrossLanguageBench). */
    static IndexSettings indexSettings(int dimension) {
        String bm25 = System.getProperty("search.bm25");
        if (bm25 == null) {
            return IndexSettings.defaults(dimension);
        }
        String[] p = bm25.split(",");
        return IndexSettings.defaults(dimension)
                .withKeywords(new home.hearth.hub.memory.search.Bm25(Float.parseFloat(p[0]), Float.parseFloat(p[1])));
    }

    /** The session's time, indexed as the hub indexes a memory's writing day; {@code -Dlocomo.dates=false} leaves it out. */
    static Optional<Instant> written(Locomo.Item item) {
        return System.getProperty("locomo.dates", "true").equals("false") ? Optional.empty() : item.written();
    }

    private static LocomoNamedRejection.Top top(List<SearchHit> hits, Map<String, String> texts) {
        return new LocomoNamedRejection.Top(hits.isEmpty() ? "" : texts.get(hits.get(0).id()),
                hits.stream().mapToDouble(SearchHit::similarity).max().orElse(-1));
    }

    /** The 1-based rank of the first hit carrying evidence, per mode; 0 when none of the top K does. */
    private Map<RetrievalMode, Integer> rank(LuceneMemoryIndex index, Asked q, Map<String, Set<String>> evidence) {
        Map<RetrievalMode, Integer> ranks = new HashMap<>();
        for (RetrievalMode mode : RetrievalMode.values()) {
            ranks.put(mode, firstHit(index.search(query(q), mode).hits(), q, evidence));
        }
        return ranks;
    }

    private static int firstHit(List<SearchHit> hits, Asked q, Map<String, Set<String>> evidence) {
        for (int i = 0; i < hits.size(); i++) {
            if (evidence.get(hits.get(i).id()).stream().anyMatch(q.question().evidence()::contains)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static SearchQuery query(Asked q) {
        return new SearchQuery(q.question().text(), q.vector(), q.access(), K, NOW, Set.of(), true);
    }

    private List<Asked> ask(List<Locomo.Conversation> conversations) {
        List<Asked> asked = new ArrayList<>();
        for (Locomo.Conversation c : conversations) {
            List<float[]> vectors = questions.embedAll(c.questions().stream().map(Locomo.Question::text).toList());
            ReadAccess access = new ReadAccess(Optional.of(member(c)), Set.of());
            for (int i = 0; i < vectors.size(); i++) {
                asked.add(new Asked(c.questions().get(i), vectors.get(i), access));
            }
        }
        return asked;
    }

    private static MemberId member(Locomo.Conversation c) {
        return MemberId.of("conv-" + c.id());
    }
}
