package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.MiniLmEmbedder;
import home.hearth.hub.memory.search.RankSignals;
import home.hearth.hub.memory.search.RetrievalMode;
import home.hearth.hub.memory.search.SearchHit;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchSettings;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.memory.translation.ApertiumTranslator;
import home.hearth.hub.memory.translation.Availability;
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
 * memories with same-topic distractors): Hit@1 and Hit@5 per kind of question and retriever, for MiniLM
 * alone (originals indexed) and with each memory's Apertium translation indexed beside it (a hit on
 * either counts for the memory). One JSON object per line.
 *
 * <p>Run with the hub's test classpath: {@code java ... home.hearth.hub.bench.CrossLanguageBench}.
 */
public final class CrossLanguageBench {
    private static final MemberId ALICE = MemberId.of("alice");
    private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");

    record Item(String id, String lang, String text) {}

    record Question(String target, String lang, String kind, String text) {}

    private CrossLanguageBench() {}

    public static void main(String[] args) throws IOException {
        List<Item> memories = new ArrayList<>();
        List<Question> questions = new ArrayList<>();
        read(memories, questions);
        JsonLines out = new JsonLines(System.out);
        Embedder model = new MiniLmEmbedder();
        Map<String, String> translations = translate(memories);
        List<float[]> qv = model.embedAll(questions.stream().map(Question::text).toList());
        report(out, "minilm_alone", index(model, memories, Map.of()), questions, qv);
        if (!translations.isEmpty()) {
            report(out, "minilm_with_apertium_translations", index(model, memories, translations), questions, qv);
        }
    }

    private static Map<String, String> translate(List<Item> memories) {
        Availability a = ApertiumTranslator.find(Path.of("/usr/bin/apertium"), Duration.ofMinutes(5));
        if (!(a instanceof Availability.Ready ready)) {
            System.err.println(((Availability.Missing) a).reason());
            return Map.of();
        }
        Map<String, String> t = new LinkedHashMap<>();
        for (Language from : Language.values()) {
            List<Item> mine = memories.stream().filter(m -> m.lang().equalsIgnoreCase(from.name())).toList();
            List<String> done = ready.translator().translateAll(mine.stream().map(Item::text).toList(), from);
            for (int i = 0; i < mine.size(); i++) {
                t.put(mine.get(i).id(), done.get(i));
            }
        }
        return t;
    }

    private static LuceneMemoryIndex index(Embedder model, List<Item> memories, Map<String, String> translations) {
        MemoryFacts access = MemoryFacts.of(Scope.user(ALICE), ALICE, false, ConsentState.NOT_NEEDED);
        List<IndexedMemory> docs = new ArrayList<>();
        for (Item m : memories) {
            docs.add(new IndexedMemory(m.id(), m.text(), model.embed(m.text()), access, Validity.ALWAYS));
            String t = translations.get(m.id());
            if (t != null) {
                docs.add(new IndexedMemory(m.id() + "#t", t, model.embed(t), access, Validity.ALWAYS));
            }
        }
        LuceneMemoryIndex index = new LuceneMemoryIndex(IndexSettings.defaults(model.dimension()),
                SearchSettings.DEFAULTS.withRejectBelowSimilarity(-1), id -> RankSignals.Signals.NEUTRAL);
        index.rebuild(docs.stream());
        return index;
    }

    private static void report(JsonLines out, String variant, LuceneMemoryIndex index, List<Question> questions, List<float[]> qv) {
        try (index) {
            Map<String, double[]> sums = new LinkedHashMap<>();
            for (int i = 0; i < questions.size(); i++) {
                Question q = questions.get(i);
                ReadAccess access = new ReadAccess(Optional.of(ALICE), Set.of());
                for (RetrievalMode mode : RetrievalMode.values()) {
                    List<SearchHit> hits = index.search(new SearchQuery(q.text(), qv.get(i), access, 10, NOW, Set.of(), true), mode).hits();
                    int rank = rankOf(hits, q.target());
                    for (String key : List.of(q.kind(), "all")) {
                        double[] s = sums.computeIfAbsent(key + "|" + mode, k -> new double[3]);
                        s[0] += rank == 1 ? 1 : 0;
                        s[1] += rank >= 1 && rank <= 5 ? 1 : 0;
                        s[2]++;
                    }
                }
            }
            sums.forEach((key, s) -> {
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("figure", "crosslang");
                f.put("variant", variant);
                f.put("kind", key.split("\\|")[0]);
                f.put("mode", key.split("\\|")[1].toLowerCase(java.util.Locale.ROOT));
                f.put("hit_at_1", JsonLines.round(s[0] / s[2]));
                f.put("hit_at_5", JsonLines.round(s[1] / s[2]));
                f.put("questions", (int) s[2]);
                f.put("baseline", "variant minilm_alone in the same run");
                out.print(f);
            });
        }
    }

    /** 1-based rank of the target among distinct memories (a translation counts for its memory); 0 if absent. */
    private static int rankOf(List<SearchHit> hits, String target) {
        Set<String> seen = new LinkedHashSet<>();
        for (SearchHit h : hits) {
            String id = h.id().replace("#t", "");
            if (seen.add(id) && id.equals(target)) {
                return seen.size();
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
