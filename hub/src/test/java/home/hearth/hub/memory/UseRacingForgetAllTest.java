package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.MemberMemoryEraser;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.conversation.timers.TimerWording;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.hub.memory.search.SearchQuery;
import home.hearth.hub.memory.search.SearchResult;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.writing.MemberHandover;
import home.hearth.hub.memory.writing.MemoryTerms;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.profiles.removal.SharedMemories;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A search by Carol that is under way while she forgets everything (or is erased) must not write her own use of a
 * memory back after the forgetting: the search is stopped inside the real index's search, the forget-all or the real
 * erasure runs there, and the search then finishes, counts its retrieval and is flushed.
 */
class UseRacingForgetAllTest {
    private static final Principal CAROL = Principal.verified(MemberId.of("carol"), Role.ADULT);
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Timers timers;
    private Tasks tasks;
    private Memory key;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.allow("spoken"),
                new TimerWording(ZoneOffset.UTC), f.clock);
        tasks = new Tasks(f.db.dataSource(), f.cipher, null, (room, text) -> Decision.allow("spoken"), 1, f.clock);
        key = f.remember(ALICE, "household", "The spare key is with the neighbour at number 12");
    }

    @AfterEach
    void tearDown() {
        timers.close();
        tasks.close();
        f.close();
    }

    @Test
    void aSearchUnderWayWhileSheForgetsEverythingDoesNotWriteHerUseBack() throws SQLException {
        f.service.searcher().search(CAROL, "where is the spare key", 1, true);
        f.backends.usage().flush();
        assertEquals(1, useRows(), "her use of Alice's shared memory is kept");

        searcherStoppedBy(() -> f.service.editor().forgetAll(CAROL)).search(CAROL, "where is the spare key", 1, true);
        f.backends.usage().flush();

        assertEquals(0, useRows(), "her forget-all took her use, and the search under way did not bring it back");
        assertEquals(0, f.backends.usage().signalsOf(key.id(), CAROL.member()).retrievalCount());
        assertEquals(2, f.store.find(key.id()).orElseThrow().stats().retrievalCount(), "the totals count both");
        f.service.searcher().search(CAROL, "where is the spare key", 1, true);
        f.backends.usage().flush();
        assertEquals(1, useRows(), "a search she makes after forgetting counts again");
    }

    @Test
    void aSearchUnderWayWhileSheIsErasedDoesNotWriteHerUseBack() throws SQLException {
        f.service.searcher().search(CAROL, "where is the spare key", 1, true);
        f.backends.usage().flush();
        MemberMemoryEraser eraser = new MemberMemoryEraser(f.service, new MemberHandover(f.backends),
                new SessionStore(f.db.dataSource(), f.cipher), timers, tasks, f.cipher);

        searcherStoppedBy(() -> {
            eraser.erasePersonalMemories(MemberId.of("carol"), SharedMemories.ERASE);
            eraser.removalEnded(MemberId.of("carol"));
        }).search(CAROL, "where is the spare key", 1, true);
        f.backends.usage().flush();

        assertEquals(0, useRows(), "her erasure took her use, and the search under way did not bring it back");
    }

    /** The fixture's searcher over an index whose search runs {@code meanwhile} before it answers. */
    private home.hearth.hub.memory.reading.MemorySearcher searcherStoppedBy(Runnable meanwhile) {
        MemoryIndex real = f.index;
        MemoryIndex stopping = new MemoryIndex() {
            @Override
            public void upsert(IndexedMemory memory) {
                real.upsert(memory);
            }

            @Override
            public void delete(String id) {
                real.delete(id);
            }

            @Override
            public long rebuild(Stream<IndexedMemory> memories) {
                return real.rebuild(memories);
            }

            @Override
            public SearchResult search(SearchQuery query) {
                SearchResult r = real.search(query);
                meanwhile.run();
                return r;
            }

            @Override
            public long size() {
                return real.size();
            }

            @Override
            public void close() {}
        };
        MemoryBackends b = f.backends;
        MemoryBackends racing = new MemoryBackends(b.store(), b.usage(), stopping, b.embedder(), b.audit(), b.changes(),
                b.clock());
        return MemoryService.create(racing, f.gate, f.policies.readAccess()::readAccess, f.pending,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of),
                new MemoryTerms(f.policies.gate().confirmationTtl(), f.policies.retention().workingMemoryTtl())).searcher();
    }

    private long useRows() throws SQLException {
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory_use WHERE member_id = 'carol'");
                ResultSet r = p.executeQuery()) {
            return r.next() ? r.getLong(1) : 0;
        }
    }
}
