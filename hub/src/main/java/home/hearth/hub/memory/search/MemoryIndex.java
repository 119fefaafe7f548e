package home.hearth.hub.memory.search;

import java.util.stream.Stream;

/**
 * The derived search index over memories: in memory only, rebuilt from the encrypted database at
 * start, updated on every write, edit and delete (a deleted memory is gone from search at once).
 * Authorisation is a filter inside the queries, never applied after ranking.
 */
public interface MemoryIndex extends AutoCloseable {
    void upsert(IndexedMemory memory);

    void delete(String id);

    /** Replaces the whole index with {@code memories}; returns how many were indexed. */
    long rebuild(Stream<IndexedMemory> memories);

    SearchResult search(SearchQuery query);

    long size();

    @Override
    void close();
}
