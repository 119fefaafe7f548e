package home.hearth.hub.memory;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryVersion;
import home.hearth.hub.memory.values.WriteOutcome;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryHistoryTest {
    @TempDir
    Path dir;
    private MemoryFixture f;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void anEditWritesANewVersionAndKeepsThePreviousValue() {
        Memory m = f.remember(ALICE, "user", "The spare key is in the red pot");
        f.clock.advance(MemoryFixture.days(1));
        Memory edited = assertInstanceOf(WriteOutcome.Stored.class, f.service.editor().edit(ALICE, m.id(),
                MemoryIsolationTest.textEdit("The spare key is with the neighbour"))).memory();
        assertEquals(2, edited.lifecycle().version());
        List<MemoryVersion> versions = f.service.reader().versions(ALICE, m.id());
        assertEquals(List.of("The spare key is in the red pot", "The spare key is with the neighbour"),
                versions.stream().map(MemoryVersion::text).toList());
        assertEquals("alice", versions.getLast().change().by());
        assertEquals("test:edit", versions.getLast().change().why());
        assertTrue(versions.getLast().change().at().isAfter(versions.getFirst().change().at()));
    }

    @Test
    void anEditReachesTheIndexAtOnce() {
        Memory m = f.remember(ALICE, "user", "The spare key is in the red pot");
        f.service.editor().edit(ALICE, m.id(), MemoryIsolationTest.textEdit("The bicycle pump hangs in the garage"));
        var hits = f.service.searcher().search(ALICE, "bicycle pump garage", 5, true).hits();
        assertEquals(m.id(), hits.getFirst().memory().id());
        assertEquals("The bicycle pump hangs in the garage", hits.getFirst().memory().text());
    }

    @Test
    void aStructuredValueIsNormalisedAndItsEditKeepsTheOldValueInHistory() {
        Memory m = MemoryWriteTest.stored(f.service.writer().create(ALICE,
                MemoryWriteTest.fact("preferred_temperature_night", "71.6", "°F")));
        assertEquals("22", m.content().fact().orElseThrow().value());
        assertEquals("°C", m.content().fact().orElseThrow().unit());
        MemoryEdit warmer = new MemoryEdit(Optional.empty(), Optional.of("23.5"), Optional.of("C"), Optional.empty(),
                Optional.empty(), "page:edit");
        MemoryWriteTest.stored(f.service.editor().edit(ALICE, m.id(), warmer));
        assertEquals(List.of(Optional.of("22 °C"), Optional.of("23.5 °C")),
                f.service.reader().versions(ALICE, m.id()).stream().map(MemoryVersion::value).toList());
    }

    @Test
    void aBadUnitIsRefusedAndNothingIsStored() {
        WriteOutcome out = f.service.writer().create(ALICE,
                MemoryWriteTest.fact("preferred_temperature_day", "22", "kelvinish"));
        WriteOutcome.Refused r = assertInstanceOf(WriteOutcome.Refused.class, out);
        assertTrue(r.reason().contains("kelvinish") || r.reason().contains("unit"), r.reason());
        assertTrue(f.service.reader().list(ALICE, MemoryFilter.ALL).isEmpty());
    }

    @Test
    void deletionRemovesTheRowHistoryAndEmbeddingAndReachesTheIndexAtOnce() throws SQLException {
        Memory m = f.remember(ALICE, "user", "The bicycle pump hangs in the garage");
        f.service.editor().edit(ALICE, m.id(), MemoryIsolationTest.textEdit("The bicycle pump hangs in the shed"));
        assertEquals(1, f.index.size());
        f.service.editor().delete(ALICE, m.id());
        assertEquals(0, f.index.size());
        assertTrue(f.service.searcher().search(ALICE, "bicycle pump", 5, true).hits().isEmpty());
        assertThrows(MemoryProblem.class, () -> f.service.reader().get(ALICE, m.id()));
        for (String table : List.of("memory", "memory_version", "memory_embedding", "memory_link")) {
            assertEquals(0, count(table), table);
        }
    }

    @Test
    void forgettingEverythingOfMineLeavesOthersMemoriesAlone() throws SQLException {
        f.remember(ALICE, "user", "The bicycle pump hangs in the garage");
        f.remember(ALICE, "household", "Dinner is at seven on Sundays");
        Memory bobs = f.remember(MemoryFixture.BOB, "household", "The boiler service is due in March");
        assertEquals(2, f.service.editor().forgetAll(ALICE));
        assertEquals(List.of(bobs.id()), f.service.reader().list(ALICE, MemoryFilter.ALL).stream().map(Memory::id).toList());
        assertEquals(1, f.index.size());
        assertEquals(1, count("memory_version"));
        assertFalse(f.audit.stream().anyMatch(e -> e.toString().contains("pump")));
    }

    private long count(String table) throws SQLException {
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM " + table)) {
            r.next();
            return r.getLong(1);
        }
    }
}
