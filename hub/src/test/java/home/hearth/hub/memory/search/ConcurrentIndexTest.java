package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Writers and readers at once: no errors, and the end state is exactly what the writers left. */
class ConcurrentIndexTest {
    private static final ReadAccess HOUSE = new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD));

    @Test
    void searchesRunSafelyWhileOtherThreadsWriteAndDelete() throws Exception {
        float[] vector = Memories.model().embed("the shed key hangs by the back door");
        SearchQuery query = Queries.of("shed key back door", HOUSE, 5);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try (LuceneMemoryIndex index = Memories.newIndex()) {
            List<Future<?>> work = new ArrayList<>();
            for (int w = 0; w < 2; w++) {
                int writer = w;
                work.add(threads.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        String id = "w" + writer + "-" + i;
                        index.upsert(new IndexedMemory(id, "the shed key hangs by the back door " + i, vector, household(),
                                Validity.ALWAYS));
                        if (i % 2 == 0) {
                            index.delete(id);
                        }
                    }
                }));
            }
            for (int r = 0; r < 2; r++) {
                work.add(threads.submit(() -> {
                    for (int i = 0; i < 100; i++) {
                        assertTrue(index.search(query).hits().size() <= 5);
                    }
                }));
            }
            for (Future<?> f : work) {
                f.get();
            }
            assertEquals(100, index.size());
        } finally {
            threads.shutdownNow();
        }
    }
}
