package home.hearth.hub.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.search.RetrievalMode;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchSettings;
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
 * A tuning aid, not a figure: writes, for every LoCoMo question of a half, the BM25-only and
 * vector-only candidate lists (top 50, with cosines) and the hybrid top 10 to
 * {@code target/locomo-lab/} (never to the repository), so fusion and rejection rules can be swept
 * offline in seconds. Vectors are cached ({@link CachedEmbedder}). Arguments: the LoCoMo folder.
 */
public final class LocomoLab {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");

    private static Embedder questionModel;

    private LocomoLab() {}

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "../shared/data/locomo");
        BenchModel both = BenchModel.selected().cached(Path.of("target/locomo-cache"));
        Embedder model = both.passages();
        questionModel = both.questions();
        String tag = both.label() + "-dates-" + System.getProperty("locomo.dates", "true");
        List<String> halves = List.of(System.getProperty("locomo.halves", "tune,holdout").split(","));
        Path out = Path.of("target/locomo-lab");
        Files.createDirectories(out);
        for (Locomo.Half half : Locomo.halves(Locomo.read(folder, Integer.MAX_VALUE))) {
            if (!halves.contains(half.name())) {
                continue;
            }
            dump(out.resolve(tag + "-turns-" + half.name() + ".jsonl"), half, Locomo.Conversation::turns, model);
            dump(out.resolve(tag + "-observations-" + half.name() + ".jsonl"), half, Locomo.Conversation::observations, model);
        }

    }

    private static void dump(Path file, Locomo.Half half, Function<Locomo.Conversation, List<Locomo.Item>> items,
            Embedder model) throws IOException {
        List<IndexedMemory> memories = new ArrayList<>();
        Map<String, Locomo.Item> byId = new LinkedHashMap<>();
        for (Locomo.Conversation c : half.conversations()) {
            List<Locomo.Item> list = items.apply(c);
            List<float[]> vectors = model.embedAll(list.stream().map(Locomo.Item::text).toList());
            MemoryFacts access = MemoryFacts.of(Scope.user(member(c)), member(c), false, ConsentState.NOT_NEEDED);
            for (int i = 0; i < list.size(); i++) {
                byId.put(list.get(i).id(), list.get(i));
                memories.add(new IndexedMemory(list.get(i).id(), list.get(i).text(), vectors.get(i), access, Validity.ALWAYS,
                        LocomoBench.written(list.get(i))));
            }
        }
        SearchSettings ranking = SearchSettings.DEFAULTS.withRejectBelowSimilarity(-1);
        try (LuceneMemoryIndex index = new LuceneMemoryIndex(
                IndexSettings.defaults(model.dimension()), ranking, RankSignals.NEUTRAL);
                BufferedWriter w = Files.newBufferedWriter(file)) {
            index.rebuild(memories.stream());
            for (Locomo.Conversation c : half.conversations()) {
                List<float[]> vectors = questionModel.embedAll(c.questions().stream().map(Locomo.Question::text).toList());
                ReadAccess access = new ReadAccess(Optional.of(member(c)), Set.of());
                for (int i = 0; i < vectors.size(); i++) {
                    Locomo.Question q = c.questions().get(i);
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("conversation", c.id());
                    row.put("category", q.category());
                    row.put("question", q.text());
                    row.put("evidence", q.evidence());
                    for (RetrievalMode mode : RetrievalMode.values()) {
                        int k = mode == RetrievalMode.HYBRID ? 10 : 50;
                        SearchQuery sq = new SearchQuery(q.text(), vectors.get(i), access, k, NOW, Set.of(), true);
                        List<Object> hits = new ArrayList<>();
                        for (SearchHit h : index.search(sq, mode).hits()) {
                            boolean hit = byId.get(h.id()).evidence().stream().anyMatch(q.evidence()::contains);
                            hits.add(List.of(h.id(), Math.round(h.similarity() * 1e4) / 1e4, hit ? 1 : 0));
                        }
                        row.put(mode.name().toLowerCase(), hits);
                    }
                    w.write(JSON.writeValueAsString(row));
                    w.newLine();
                }
            }
        }
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(file.toString().replace(".jsonl", ".items.jsonl")))) {
            for (Locomo.Item item : byId.values()) {
                w.write(JSON.writeValueAsString(Map.of("id", item.id(), "text", item.text(), "evidence", item.evidence())));
                w.newLine();
            }
        }
    }

    private static MemberId member(Locomo.Conversation c) {
        return MemberId.of("conv-" + c.id());
    }
}
