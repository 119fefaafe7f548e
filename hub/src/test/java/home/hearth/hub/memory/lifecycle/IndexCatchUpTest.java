package home.hearth.hub.memory.lifecycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import home.hearth.hub.memory.search.IndexException;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchResult;
import home.hearth.hub.memory.search.Validity;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A change the index could not take is kept, counted as "behind", and applied before the next index call. */
class IndexCatchUpTest {
    /** An index that fails while {@code down} is set (the seam: Lucene itself cannot be made to fail here). */
    private static class FlakyIndex implements MemoryIndex {
        final Map<String, IndexedMemory> docs = new LinkedHashMap<>();
        boolean down;

        @Override
        public void upsert(IndexedMemory m) {
            fail();
            docs.put(m.id(), m);
        }

        @Override
        public void delete(String id) {
            fail();
            docs.remove(id);
        }

        private void fail() {
            if (down) {
                throw new IndexException("index down for the test", null);
            }
        }

        @Override
        public long rebuild(Stream<IndexedMemory> memories) {
            docs.clear();
            memories.forEach(m -> docs.put(m.id(), m));
            return docs.size();
        }

        @Override
        public SearchResult search(SearchQuery query) {
            return new SearchResult(List.of(), false);
        }

        @Override
        public long size() {
            return docs.size();
        }

        @Override
        public void close() {}
    }

    private static IndexedMemory memory(String id) {
        return new IndexedMemory(id, "text " + id, new float[] {1f},
                MemoryFacts.of(Scope.user(MemberId.of("ana")), MemberId.of("ana"), false, ConsentState.NOT_NEEDED), Validity.ALWAYS);
    }

    @Test
    void aFailedUpdateIsKeptReportedAsBehindAndAppliedBeforeTheNextSearch() {
        FlakyIndex lucene = new FlakyIndex();
        IndexCatchUp index = new IndexCatchUp(lucene);
        index.upsert(memory("m-1"));
        lucene.down = true;
        index.upsert(memory("m-2"));
        index.delete("m-1");
        assertEquals(2, index.behind(), "two committed changes wait");
        assertEquals(Set.of("m-1"), lucene.docs.keySet());

        lucene.down = false;
        index.search(new SearchQuery("text", new float[] {1f}, home.hearth.policies.memory.ReadAccess.nothing(), 5,
                Instant.EPOCH, Set.of(), false));
        assertEquals(0, index.behind());
        assertEquals(Set.of("m-2"), lucene.docs.keySet(), "applied in the order they happened");
    }

    /**
     * Under load a write's update holds the catch-up's lock through Lucene's refresh, which can wait
     * for a merge; searches (and every writer's neighbour lookup) that took the same lock queued behind
     * each write, and the load test's latencies swung with the merges. With nothing waiting a search
     * takes no lock: here it answers while an update is still inside the index.
     */
    @Test
    void aSearchDoesNotWaitForAnUpdateInProgress() throws InterruptedException {
        CountDownLatch updating = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        FlakyIndex lucene = new FlakyIndex() {
            @Override
            public void upsert(IndexedMemory m) {
                updating.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                super.upsert(m);
            }
        };
        IndexCatchUp index = new IndexCatchUp(lucene);
        Thread writer = Thread.ofPlatform().start(() -> index.upsert(memory("m-1")));
        updating.await();
        AtomicBoolean answered = new AtomicBoolean();
        Thread searcher = Thread.ofPlatform().start(() -> {
            index.search(new SearchQuery("text", new float[] {1f}, home.hearth.policies.memory.ReadAccess.nothing(), 5,
                    Instant.EPOCH, Set.of(), false));
            answered.set(true);
        });
        // Either the search answers or it ends up waiting for the writer's lock; no timing involved.
        boolean waitedForTheWriter = false;
        while (!answered.get() && !waitedForTheWriter) {
            waitedForTheWriter = blockedOn(searcher, index);
            Thread.onSpinWait();
        }
        release.countDown();
        writer.join();
        searcher.join();
        assertFalse(waitedForTheWriter, "the search waited for the update in progress");
        assertEquals(Set.of("m-1"), lucene.docs.keySet());
    }

    /** Whether {@code thread} waits for {@code monitor}'s lock now (not for a class loader's or another). */
    private static boolean blockedOn(Thread thread, Object monitor) {
        ThreadInfo info = ManagementFactory.getThreadMXBean().getThreadInfo(thread.threadId());
        return info != null && info.getThreadState() == Thread.State.BLOCKED && info.getLockInfo() != null
                && info.getLockInfo().getIdentityHashCode() == System.identityHashCode(monitor);
    }

    @Test
    void aRebuildFromTheDatabaseClearsWhatWaited() {
        FlakyIndex lucene = new FlakyIndex();
        IndexCatchUp index = new IndexCatchUp(lucene);
        lucene.down = true;
        index.upsert(memory("m-1"));
        assertEquals(1, index.behind());
        index.rebuild(Stream.of(memory("m-1")));
        assertEquals(0, index.behind());
    }
}
