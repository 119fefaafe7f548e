package home.hearth.hub;

import home.hearth.hub.config.EmbeddingsConfig;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.memory.writing.MemberHandover;
import home.hearth.hub.config.ModelConfig;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.changes.MemoryChanges;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.persistence.MemoryStore;
import home.hearth.hub.memory.writing.MemoryTerms;
import home.hearth.hub.memory.persistence.MemoryUsage;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.lifecycle.DecayStore;
import home.hearth.hub.memory.lifecycle.IndexCatchUp;
import home.hearth.hub.memory.lifecycle.IndexRebuild;
import home.hearth.hub.memory.lifecycle.MemoryMaintenance;
import home.hearth.hub.memory.lifecycle.MemoryTranslation;
import home.hearth.hub.memory.persistence.TranslationStore;
import home.hearth.hub.memory.translation.ApertiumTranslator;
import home.hearth.hub.memory.translation.Availability;
import home.hearth.hub.memory.translation.HouseholdGlossary;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.MiniLmEmbedder;
import home.hearth.hub.memory.search.OpenAiEmbedder;
import home.hearth.hub.memory.search.SearchSettings;
import home.hearth.hub.policy.LivePolicies;
import home.hearth.policies.audit.AuditTrail;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory side of the running hub: store, the in-memory Lucene index rebuilt from the database
 * at start, the use cases behind the entry gate, the hourly maintenance job and the retrieval
 * counts written every second.
 */
record Memories(MemoryService service, MemoryStore store, MemberHandover handover, Search search,
        Translation translation, Upkeep upkeep)
        implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Memories.class);
    /** Per Apertium run; a batch of memories is one run per stage. */
    private static final Duration APERTIUM_DEADLINE = Duration.ofSeconds(30);
    /** How often counted retrievals are written; a crash loses at most this much of them. */
    private static final Duration RETRIEVALS_WRITTEN_EVERY = Duration.ofSeconds(1);

    /** The in-memory index and the catch-up that brings committed changes into it (health: how far behind). */
    record Search(LuceneMemoryIndex index, IndexCatchUp following) {}

    /** Memory translation when Apertium is found, and what /health says of it either way. */
    record Translation(Optional<MemoryTranslation> running, String state) {}

    /** The memory side's own threads: the hourly maintenance job and the retrieval counts written every second. */
    record Upkeep(MemoryMaintenance maintenance, MemoryUsage usage) implements AutoCloseable {
        @Override
        public void close() {
            maintenance.close();
            usage.close(); // writes the retrievals counted since the last flush; the database closes after this
        }
    }

    /**
     * @param store the memory store (the device side reads preferences from it before this starts)
     * @param zone the household's time zone (a memory valid "in the morning" is valid in its mornings)
     * @param changes who hears of each committed memory change (the automations' memory.changed events)
     */
    static Memories start(ModelConfig models, ZoneId zone, DataSource ds, MemoryStore store, ContentCipher cipher,
            LivePolicies policies, AuditTrail audit, MemoryChanges changes, Clock clock) {
        Embedder embedder = embedder(models);
        MemoryUsage usage = new MemoryUsage(ds);
        // the suffix names how a translation is made (the mean of the pivots' vectors, this glossary's words): ones
        // made another way no longer count and are made again by the catch-up after the start
        Glossary glossary = glossary(models.translation().glossary());
        TranslationStore translations = new TranslationStore(ds,
                () -> embedder.name() + "/pivot-mean+glossary-" + glossary.words().version(), cipher);
        LuceneMemoryIndex index = new LuceneMemoryIndex(IndexSettings.defaults(embedder.dimension()),
                SearchSettings.DEFAULTS.withSimilarityFloor(models.embeddings().similarityFloor()),
                usage, translations, zone);
        IndexCatchUp following = new IndexCatchUp(index);
        Availability translator = models.translation().apertium().map(p -> ApertiumTranslator.find(p, APERTIUM_DEADLINE))
                .orElseGet(() -> new Availability.Missing("off (models.translation: off)"));
        Optional<MemoryTranslation> translation = translator instanceof Availability.Ready ready
                ? Optional.of(new MemoryTranslation(store, translations, following, embedder, ready.translator(), glossary.words()))
                : Optional.empty();
        String translationState = translator instanceof Availability.Ready ready
                ? "apertium, Portuguese <-> English through " + ready.translator().pivots() + "; glossary: " + glossary.state()
                : ((Availability.Missing) translator).reason();
        if (translation.isEmpty()) {
            LOG.warn("Memory translation: {}", translationState);
        }
        MemoryBackends backends = new MemoryBackends(store, usage, following, embedder, audit,
                translation.map(changes::with).orElse(changes), clock);
        PendingStore pending = new PendingStore(ds, cipher);
        pending.sealAtRest();
        MemoryService service = MemoryService.create(backends, policies::screen, policies::readAccess, pending,
                ActiveContexts.calendar(zone, false, Set::of),
                new MemoryTerms(policies.current().gate().confirmationTtl(), policies.current().retention().workingMemoryTtl()));
        LOG.info("Memory entry gate's learned screen: {}", policies.current().gate().learnedScreen());
        long t0 = System.nanoTime();
        long indexed = new IndexRebuild(ds, embedder, cipher).into(following);
        LOG.info("Memory index rebuilt from the database: {} memories in {} ms ({} embeddings)", indexed,
                (System.nanoTime() - t0) / 1_000_000, embedder.name());
        MemoryMaintenance maintenance = new MemoryMaintenance(backends, new DecayStore(ds), pending, () -> policies.current().retention());
        maintenance.start(Duration.ofHours(1));
        usage.start(RETRIEVALS_WRITTEN_EVERY);
        translation.ifPresent(t -> {
            LOG.info("Memory translation: {}", translationState);
            t.catchUp();
        });
        return new Memories(service, store, new MemberHandover(backends), new Search(index, following),
                new Translation(translation, translationState), new Upkeep(maintenance, usage));
    }

    /** The glossary's words, and what /health says of them. */
    private record Glossary(HouseholdGlossary words, String state) {}

    /**
     * The built-in glossary with the household's own lines, if configured. A file that cannot be read or holds a broken
     * line is named in the log and /health, and the built-in lines are used alone: a typo in a word list must not keep
     * the hub from starting.
     */
    private static Glossary glossary(Optional<Path> householdFile) {
        HouseholdGlossary builtIn = HouseholdGlossary.builtIn();
        String shipped = "built-in (" + lines(builtIn.size()) + ")";
        if (householdFile.isEmpty()) {
            return new Glossary(builtIn, shipped);
        }
        try {
            HouseholdGlossary both = builtIn.with(householdFile.get());
            return new Glossary(both, shipped + " + " + householdFile.get() + " (" + lines(both.size() - builtIn.size()) + ")");
        } catch (IOException | IllegalArgumentException e) {
            String why = e instanceof IOException ? householdFile.get() + " cannot be read (" + e + ")" : e.getMessage();
            LOG.warn("Household glossary not used, the built-in one alone is: {}", why);
            return new Glossary(builtIn, shipped + "; household file not used: " + why);
        }
    }

    private static String lines(int n) {
        return n + (n == 1 ? " line" : " lines");
    }

    private static Embedder embedder(ModelConfig models) {
        EmbeddingsConfig e = models.embeddings();
        if (e.builtin()) {
            return new MiniLmEmbedder();
        }
        return new OpenAiEmbedder(new OpenAiEmbedder.Config(e.url().orElseThrow(), e.model(), e.apiKey(), e.dimension(),
                Duration.ofSeconds(10)));
    }

    @Override
    public void close() {
        translation.running().ifPresent(MemoryTranslation::close);
        upkeep.close();
        search.index().close();
    }
}
