package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.persistence.TranslationStore;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.values.Memory;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A kept translation counts only for the text and the embedder it was made with, and goes with its memory. */
class TranslationStoreTest {
    @TempDir
    Path dir;

    @Test
    void aTranslationFollowsItsMemorysTextAndEmbedderAndIsDeletedWithIt() {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            TranslationStore store = new TranslationStore(f.db.dataSource(), () -> f.backends.embedder().name(), f.cipher);
            Memory m = f.remember(ALICE, "user", "O gato dorme no sofá da sala");
            assertEquals(List.of(m.id()), store.untranslated(10));
            TranslatedText t = new TranslatedText("The cat sleeps on the couch of the room", f.backends.embedder().embed("The cat"));
            assertTrue(store.save(m.id(), m.text(), "en", t));
            assertEquals("The cat sleeps on the couch of the room", store.of(m.id(), m.text()).orElseThrow().text());
            assertEquals(List.of(), store.untranslated(10));

            TranslationStore otherModel = new TranslationStore(f.db.dataSource(), () -> "another-embedder", f.cipher);
            assertTrue(otherModel.of(m.id(), m.text()).isEmpty(), "vectors of another embedder are not used");
            assertEquals(List.of(m.id()), otherModel.untranslated(10), "and the memory is translated again");

            f.service.editor().edit(ALICE, m.id(), MemoryIsolationTest.textEdit("O gato agora dorme no corredor"));
            assertTrue(store.of(m.id(), "O gato agora dorme no corredor").isEmpty(), "a changed text needs a new translation");
            assertEquals(List.of(m.id()), store.untranslated(10));

            f.service.editor().delete(ALICE, m.id());
            assertEquals(0, store.count(), "deleted with its memory");
            assertFalse(store.save(m.id(), m.text(), "en", t), "nothing is kept for a memory that is gone");
            assertEquals(0, store.count());
        }
    }
}
