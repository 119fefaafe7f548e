package home.hearth.hub.memory;

import home.hearth.hub.memory.values.Memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import home.hearth.hub.database.DatabaseKey;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexRebuildTest {
    @TempDir
    Path dir;

    @Test
    void theIndexIsRebuiltFromTheDatabaseWithActiveMemoriesOnly() {
        DatabaseKey key;
        String expired;
        try (MemoryFixture f = new MemoryFixture(dir)) {
            key = f.key;
            expired = f.remember(ALICE, "user", "The spare key is with the neighbour at number 12").id();
            String deleted = f.remember(ALICE, "user", "The bicycle pump hangs in the garage").id();
            f.service.editor().delete(ALICE, deleted);
            f.service.writer().create(ALICE, MemoryWriteTest.fact("preferred_volume", "30", "%"));
            f.clock.advance(Duration.ofDays(400));
            f.remember(ALICE, "household", "The boiler pressure should read about 1.5 bar");
            f.maintenance().runOnce();
        }
        try (MemoryFixture again = MemoryFixture.reopen(dir, key)) {
            assertEquals(2, again.rebuildIndex(), "the fresh memory and the structured one; expired and deleted left out");
            var hits = again.service.searcher().search(ALICE, "who has the spare key?", 3, true).hits();
            assertFalse(hits.stream().anyMatch(h -> h.memory().id().equals(expired)), "expired after 400 days");
            assertEquals("The boiler pressure should read about 1.5 bar",
                    again.service.searcher().search(ALICE, "boiler pressure", 1, true).hits().getFirst().memory().text());
        }
    }

    @Test
    void aMemoryEmbeddedByAnotherModelIsEmbeddedAgainAndStoredAtRebuild() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            Memory m = f.remember(ALICE, "user", "The spare key is with the neighbour at number 12");
            try (var c = f.db.dataSource().getConnection(); var p = c.prepareStatement(
                    "UPDATE memory_embedding SET model = 'old-model', vector = ? WHERE memory_id = ?")) {
                p.setBytes(1, new byte[8 * Float.BYTES]);
                p.setString(2, m.id());
                p.executeUpdate();
            }
            assertEquals(1, f.rebuildIndex());
            assertEquals(m.id(), f.service.searcher().search(ALICE, "who has the spare key", 1, true).hits().getFirst()
                    .memory().id());
            assertEquals(384, f.store.vector(m.id()).orElseThrow().length);
        }
    }

    @Test
    void theDayAMemoryWasWrittenIsSearchableWhenWrittenAndAfterARebuild() {
        DatabaseKey key;
        String july;
        String september;
        try (MemoryFixture f = new MemoryFixture(dir)) {
            key = f.key;
            july = f.remember(ALICE, "household", "The gutters over the porch were cleared").id();
            f.clock.advance(Duration.ofDays(60));
            september = f.remember(ALICE, "household", "The gutters over the garage were cleared").id();
            assertEquals(july, firstFound(f, "gutters cleared in July"));
            assertEquals(september, firstFound(f, "gutters cleared in September"));
        }
        try (MemoryFixture again = MemoryFixture.reopen(dir, key)) {
            assertEquals(2, again.rebuildIndex());
            assertEquals(july, firstFound(again, "gutters cleared in July"));
            assertEquals(september, firstFound(again, "gutters cleared in September"));
        }
    }

    private static String firstFound(MemoryFixture f, String question) {
        return f.service.searcher().search(ALICE, question, 2, true).hits().getFirst().memory().id();
    }
}
