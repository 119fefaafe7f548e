package home.hearth.hub.memory.lifecycle;

import home.hearth.hub.memory.search.IndexException;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchResult;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The index follows the database: a change already committed to the database is never undone
 * because the index could not take it. A failed update is kept and tried again before the next
 * index call (and the whole index is rebuilt from the database at every start); {@link #behind()}
 * says how many changes are waiting, which {@code /health} reports.
 */
public final class IndexCatchUp implements MemoryIndex {
    private static final Logger LOG = LoggerFactory.getLogger(IndexCatchUp.class);
    private final MemoryIndex index;
    /** Memory id → its newest indexed form, or empty for a deletion; in the order they happened. */
    private final Map<String, Optional<IndexedMemory>> waiting = new LinkedHashMap<>();
    /**
     * {@code waiting.size()}, readable without the lock: a search looks here and takes the lock only
     * when something waits (after a failure). Updates hold the lock through Lucene's refresh, which
     * can wait for a merge; searches that took it too queued behind every write under load.
     */
    private volatile int behind;

    public IndexCatchUp(MemoryIndex index) {
        this.index = index;
    }

    /** How many committed changes the index has not taken yet. */
    public int behind() {
        return behind;
    }

    @Override
    public synchronized void upsert(IndexedMemory memory) {
        apply(memory.id(), Optional.of(memory));
    }

    @Override
    public synchronized void delete(String id) {
        apply(id, Optional.empty());
    }

    private void apply(String id, Optional<IndexedMemory> change) {
        waiting.remove(id);
        catchUp();
        try {
            change.ifPresentOrElse(index::upsert, () -> index.delete(id));
        } catch (IndexException e) {
            waiting.put(id, change);
            behind = waiting.size();
            LOG.warn("The memory index could not take the change of memory {} ({}); it is kept and tried again, {} waiting",
                    id, e.getMessage(), waiting.size());
        }
    }

    /** Tries the waiting changes again, oldest first; stops at the first that still fails. */
    private void catchUp() {
        var it = waiting.entrySet().iterator();
        while (it.hasNext()) {
            var e = it.next();
            try {
                e.getValue().ifPresentOrElse(index::upsert, () -> index.delete(e.getKey()));
                it.remove();
            } catch (IndexException failed) {
                break;
            }
        }
        behind = waiting.size();
    }

    @Override
    public synchronized long rebuild(Stream<IndexedMemory> memories) {
        long n = index.rebuild(memories);
        waiting.clear();
        behind = 0;
        return n;
    }

    @Override
    public SearchResult search(SearchQuery query) {
        if (behind > 0) {
            synchronized (this) {
                if (!waiting.isEmpty()) {
                    catchUp();
                }
            }
        }
        return index.search(query);
    }

    @Override
    public long size() {
        return index.size();
    }

    @Override
    public void close() {
        index.close();
    }
}
