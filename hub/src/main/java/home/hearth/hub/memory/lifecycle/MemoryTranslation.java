package home.hearth.hub.memory.lifecycle;

import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.RefusedKeyException;
import home.hearth.hub.memory.changes.MemoryChange;
import home.hearth.hub.memory.changes.MemoryChangeListener;
import home.hearth.hub.memory.internal.Indexing;
import home.hearth.hub.memory.persistence.MemoryStore;
import home.hearth.hub.memory.persistence.TranslationStore;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.EmbeddingException;
import home.hearth.hub.memory.search.IndexException;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.translation.ApertiumTranslator;
import home.hearth.hub.memory.translation.HouseholdGlossary;
import home.hearth.hub.memory.translation.Language;
import home.hearth.hub.memory.translation.TranslationException;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryStatus;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Translates each memory once, in the background, into the household's other language (Portuguese
 * ↔ English) after it is written or its text changes, keeps the translation encrypted beside it
 * ({@link TranslationStore}) and has the index take it: the index asks for a memory's translation
 * whenever it indexes the memory, so the translation always carries the memory's own access facts
 * and disappears with it. A question then needs no translation, and search latency stays as it
 * was. After a start, memories without a current translation (written before, or while Apertium
 * was missing) are caught up in batches.
 *
 * <p>One low-priority thread, {@code hearth-memory-translation}; texts are handed to Apertium in
 * batches of up to {@link #BATCH}. A failure is logged without content and the memory stays
 * searchable in its own language.
 */
public final class MemoryTranslation implements MemoryChangeListener, AutoCloseable {
    static final int BATCH = 16;
    private static final Logger LOG = LoggerFactory.getLogger(MemoryTranslation.class);
    private final MemoryStore store;
    private final TranslationStore translations;
    private final MemoryIndex index;
    private final Embedder embedder;
    private final ApertiumTranslator translator;
    private final HouseholdGlossary glossary;
    private final Set<String> queued = new LinkedHashSet<>();
    private final AtomicLong translated = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hearth-memory-translation");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    public MemoryTranslation(MemoryStore store, TranslationStore translations, MemoryIndex index, Embedder embedder,
            ApertiumTranslator translator, HouseholdGlossary glossary) {
        this.store = store;
        this.translations = translations;
        this.index = index;
        this.embedder = embedder;
        this.translator = translator;
        this.glossary = glossary;
    }

    /** A new memory or a changed text gets (again) a translation; other changes keep the current one. */
    @Override
    public void changed(MemoryChange change) {
        if (change.change() == MemoryChange.Change.CREATED || change.change() == MemoryChange.Change.UPDATED) {
            enqueue(List.of(change.id()));
        }
    }

    /**
     * Queues every memory that has no current translation. The scan opens each memory's sealed text,
     * so it runs on the translation thread, not on the caller's (the hub's start).
     */
    public void catchUp() {
        worker.execute(() -> {
            try {
                List<String> ids = translations.untranslated(Integer.MAX_VALUE);
                LOG.info("Memory translation: {} memories queued to catch up", ids.size());
                enqueue(ids);
            } catch (StorageException e) {
                LOG.warn("Memory translation could not list the memories to catch up: {}", e.getMessage());
            }
        });
    }

    /** How many memories wait to be translated. */
    public synchronized int waiting() {
        return queued.size();
    }

    /** Translations made and kept since the start. */
    public long translated() {
        return translated.get();
    }

    /** Memories whose translation failed since the start (they stay searchable in their own language). */
    public long failed() {
        return failed.get();
    }

    private void enqueue(List<String> ids) {
        boolean added;
        synchronized (this) {
            added = queued.addAll(ids);
        }
        if (added) {
            worker.execute(this::drain);
        }
    }

    private void drain() {
        List<String> batch;
        while (!(batch = take()).isEmpty()) {
            try {
                translate(batch);
            } catch (TranslationException | EmbeddingException | StorageException | IndexException
                    | RefusedKeyException e) { // (refused: a memory of a member being removed)
                failed.addAndGet(batch.size());
                LOG.warn("{} memories were not translated: {}", batch.size(), e.getMessage());
            } catch (RuntimeException e) {
                // Anything else ended the thread with the batch, and the memories queued behind it waited for the
                // next memory written. The class only: its message could quote a memory.
                failed.addAndGet(batch.size());
                LOG.warn("{} memories were not translated: unexpected {}", batch.size(), e.getClass().getName());
            }
        }
    }

    private synchronized List<String> take() {
        List<String> batch = new ArrayList<>(BATCH);
        var it = queued.iterator();
        while (it.hasNext() && batch.size() < BATCH) {
            batch.add(it.next());
            it.remove();
        }
        return batch;
    }

    private void translate(List<String> ids) {
        Map<Language, List<Memory>> byLanguage = store.findAll(ids).values().stream()
                .filter(m -> m.lifecycle().status() == MemoryStatus.ACTIVE)
                .filter(m -> translations.of(m.id(), m.text()).isEmpty())
                .collect(Collectors.groupingBy(m -> Language.guess(m.text())));
        byLanguage.forEach((from, memories) -> {
            List<List<String>> texts = translator.translatePivots(memories.stream().map(Memory::text).toList(), from);
            for (int i = 0; i < memories.size(); i++) {
                keep(memories.get(i), from, texts.get(i));
            }
        });
    }

    /**
     * The translation kept for {@code original}, written in {@code from}: the pivots' results joined, then the
     * glossary's words for its household terms, with the mean of the pivots' vectors (the glossary's words are
     * keywords only); empty when Apertium changed nothing (it gives back words it does not know, and a
     * "translation" equal to the original adds nothing).
     */
    public static Optional<TranslatedText> of(String original, Language from, List<String> pivots, Embedder embedder,
            HouseholdGlossary glossary) {
        List<String> changed = pivots.stream().filter(p -> !p.isBlank() && !p.equalsIgnoreCase(original.strip())).toList();
        if (changed.isEmpty()) {
            return Optional.empty();
        }
        List<String> words = glossary.wordsFor(original, from);
        Stream<String> glossed = words.isEmpty() ? Stream.empty() : Stream.of(String.join(" ", words));
        return Optional.of(TranslatedText.averaging(ApertiumTranslator.joined(Stream.concat(changed.stream(), glossed).toList()),
                embedder.embedAll(changed)));
    }

    private void keep(Memory m, Language from, List<String> pivots) {
        Optional<TranslatedText> translation = of(m.text(), from, pivots, embedder, glossary);
        if (translation.isEmpty()) {
            return;
        }
        TranslatedText t = translation.get();
        if (translations.save(m.id(), m.text(), from.other().name().toLowerCase(Locale.ROOT), t)) {
            translated.incrementAndGet();
            reindex(m.id());
        }
    }

    /**
     * Indexes the memory as the database has it now, inside a write transaction so that no write of
     * the same memory can commit between this read and the index update (the index would otherwise
     * take an older state's access facts after a newer one).
     */
    private void reindex(String id) {
        store.together("index a memory translation", () -> {
            Optional<Memory> now = store.find(id);
            Optional<float[]> vector = store.vector(id);
            if (now.isPresent() && vector.isPresent()) {
                Indexing.sync(index, now.get(), vector.get());
            }
            return null;
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
