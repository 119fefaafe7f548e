package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.persistence.TranslationStore;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.policies.MemberId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory content at rest is sealed with its owner's key: rows, every version, embeddings and
 * pending writes. A destroyed key erases it for every reader without an error, and plain rows an
 * older hub wrote are sealed at start and keep working.
 */
class SealedMemoriesTest {
    private static final String[] TEXT_COLUMNS = {"memory.text", "memory.created_why", "memory.evidence",
        "memory.contexts", "memory_version.text", "memory_version.changed_why", "memory_pending.request",
        "memory_pending.prompt", "memory_translation.text"};

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
    void everyFreeTextColumnVersionEmbeddingAndPendingWriteIsSealedWithItsOwnersKey() throws Exception {
        Memory m = f.remember(ALICE, "user", "zebra-seal the spare key is in the red pot");
        f.service.editor().edit(ALICE, m.id(), MemoryIsolationTest.textEdit("zebra-seal the spare key is with the neighbour"));
        f.remember(ALICE, "household", "zebra-shared the bins go out on tuesday");
        f.pending.save("p-1", MemberId.of("alice"), MemoryFixture.draft("user", "zebra-pending I like tea", false),
                "zebra-prompt shall I remember that?", f.clock.instant(), f.clock.instant().plusSeconds(3600));
        TranslationStore translations = new TranslationStore(f.db.dataSource(), () -> f.backends.embedder().name(), f.cipher);
        String now = "zebra-seal the spare key is with the neighbour";
        assertTrue(translations.save(m.id(), now, "pt", new TranslatedText("zebra-seal a chave está com o vizinho",
                f.backends.embedder().embed("a chave"))));
        assertEquals("zebra-seal a chave está com o vizinho", translations.of(m.id(), now).orElseThrow().text());
        assertEquals(1, column("memory_translation.text").size());

        for (String column : TEXT_COLUMNS) {
            for (String value : column(column)) {
                assertTrue(ContentCipher.isSealed(value), column + " is sealed: " + value);
                assertEquals("member-alice", ContentCipher.owner(value).orElseThrow(), column);
                assertFalse(value.contains("zebra"), column);
            }
        }
        for (byte[] vector : vectors()) {
            assertTrue(ContentCipher.isSealed(vector), "the embedding is sealed");
        }
        assertEquals(4, column("memory_version.text").size() + column("memory_pending.request").size(),
                "two versions of the first memory, one of the shared one, one pending write");
        assertEquals("zebra-seal the spare key is with the neighbour", f.service.reader().get(ALICE, m.id()).text());
        assertEquals(2, f.service.reader().versions(ALICE, m.id()).size());
        assertEquals(1, f.pending.listFor(MemberId.of("alice"), f.clock.instant()).size());
    }

    @Test
    void aDestroyedKeyErasesTheMembersContentForEveryReaderWithoutAnError() {
        Memory alices = f.remember(ALICE, "user", "zebra-gone the diary is in the piano bench");
        Memory bobs = f.remember(BOB, "user", "bob waters the ferns on sunday");
        f.pending.save("p-1", MemberId.of("alice"), MemoryFixture.draft("user", "zebra-pending I like tea", false),
                "shall I remember that?", f.clock.instant(), f.clock.instant().plusSeconds(3600));

        f.cipher.destroy(ContentOwner.member("alice"));

        assertEquals(List.of(), f.store.ownedBy(MemberId.of("alice")));
        assertTrue(f.store.find(alices.id()).isEmpty());
        assertTrue(f.store.vector(alices.id()).isEmpty());
        assertEquals(List.of(), f.store.versions(alices.id()));
        assertEquals(List.of(), f.pending.listFor(MemberId.of("alice"), f.clock.instant()));
        assertEquals(MemoryProblem.Kind.NOT_FOUND, assertThrows(MemoryProblem.class,
                () -> f.service.reader().get(ALICE, alices.id())).kind(), "an erased memory is simply not there");
        assertEquals(1, f.rebuildIndex(), "the index is rebuilt from what still opens");
        assertTrue(f.service.searcher().search(ALICE, "where is the diary", 5, true).hits().isEmpty());
        assertEquals(bobs.id(), f.service.searcher().search(BOB, "when are the ferns watered", 5, true).hits()
                .getFirst().memory().id());
        var atRest = f.store.sealAtRest();
        assertEquals(1, atRest.removed(), "the unreadable row is removed at the next start");
        assertEquals(1, f.pending.sealAtRest());
        assertEquals(1, f.service.reader().list(BOB, MemoryFilter.ALL).size());
    }

    @Test
    void plainRowsAnOlderHubWroteAreSealedAtStartAndStillFound() throws Exception {
        Memory m = f.remember(ALICE, "user", "zebra-legacy the spare key is in the red pot");
        float[] vector = f.store.vector(m.id()).orElseThrow();
        try (Connection c = f.db.dataSource().getConnection()) {
            update(c, "UPDATE memory SET text = ?, created_why = '', evidence = '', contexts = '' WHERE id = ?",
                    "zebra-legacy the spare key is in the red pot", m.id());
            update(c, "UPDATE memory_version SET text = ?, changed_why = 'test:create' WHERE memory_id = ?",
                    "zebra-legacy the spare key is in the red pot", m.id());
            try (PreparedStatement p = c.prepareStatement("UPDATE memory_embedding SET vector = ? WHERE memory_id = ?")) {
                p.setBytes(1, VectorBytes.toBytes(vector));
                p.setString(2, m.id());
                p.executeUpdate();
            }
        }
        assertEquals("zebra-legacy the spare key is in the red pot", f.store.find(m.id()).orElseThrow().text(),
                "plain text reads as it is until it is sealed");

        assertEquals(1, f.store.sealAtRest().sealed());
        for (String column : TEXT_COLUMNS) {
            column(column).forEach(v -> assertTrue(ContentCipher.isSealed(v), column + ": " + v));
        }
        vectors().forEach(v -> assertTrue(ContentCipher.isSealed(v)));
        assertArrayEquals(vector, f.store.vector(m.id()).orElseThrow());
        assertEquals(1, f.rebuildIndex());
        assertEquals(m.id(), f.service.searcher().search(ALICE, "where is the spare key", 5, true).hits()
                .getFirst().memory().id());
        assertEquals(0, f.store.sealAtRest().sealed(), "a second start has nothing left to seal");
    }

    private List<String> column(String tableColumn) throws SQLException {
        String[] tc = tableColumn.split("\\.");
        List<String> out = new ArrayList<>();
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT " + tc[1] + " FROM " + tc[0]);
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    private List<byte[]> vectors() throws SQLException {
        List<byte[]> out = new ArrayList<>();
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT vector FROM memory_embedding"
                        + " UNION ALL SELECT vector FROM memory_translation");
                ResultSet r = p.executeQuery()) {
            while (r.next()) {
                out.add(r.getBytes(1));
                assertFalse(new String(r.getBytes(1), StandardCharsets.ISO_8859_1).contains("zebra"));
            }
        }
        return out;
    }

    private static void update(Connection c, String sql, String... params) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                p.setString(i + 1, params[i]);
            }
            p.executeUpdate();
        }
    }
}
