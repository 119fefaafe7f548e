package home.hearth.hub.memory.search;

import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.lucene.document.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link LuceneMemoryIndex} writes for one memory: its own document, its translation's when there is a usable one,
 * each with the day it was written. A memory whose vector the index cannot take is refused here, before anything is
 * written; a broken translation is left out, not the memory.
 */
final class IndexedDocuments {
    private static final Logger LOG = LoggerFactory.getLogger(IndexedDocuments.class);
    private final int dimension;
    private final Translations translations;
    private final ZoneId zone;

    /**
     * @param dimension the index's vector dimension
     * @param translations each memory's translation, asked for whenever the memory is indexed
     * @param zone the household's time zone: the day a memory was written is indexed as it was there
     */
    IndexedDocuments(int dimension, Translations translations, ZoneId zone) {
        this.dimension = dimension;
        this.translations = translations;
        this.zone = zone;
    }

    /** The memory's documents; {@link IllegalArgumentException} naming the memory when its vector is unusable. */
    List<Document> of(IndexedMemory m) {
        check(m);
        List<Document> docs = MemoryDocuments.of(m, translation(m));
        WrittenDate.addTo(docs, m, zone);
        return docs;
    }

    private Optional<TranslatedText> translation(IndexedMemory m) {
        Optional<TranslatedText> t = translations.of(m.id(), m.text());
        if (t.isPresent() && !usable(t.get().vector())) {
            LOG.warn("The translation of memory {} has an unusable vector; the memory is indexed without it", m.id());
            return Optional.empty();
        }
        return t;
    }

    private boolean usable(float[] vector) {
        return vector.length == dimension && VectorMath.isUnit(vector);
    }

    private void check(IndexedMemory m) {
        if (m.vector().length != dimension) {
            throw new IllegalArgumentException("memory " + m.id() + " has a vector of " + m.vector().length
                    + " dimensions, the index needs " + dimension);
        }
        if (!VectorMath.isUnit(m.vector())) {
            throw new IllegalArgumentException("memory " + m.id() + " has a vector that is not unit length (norm "
                    + String.format(Locale.ROOT, "%.3f", Math.sqrt(VectorMath.dot(m.vector(), m.vector())))
                    + "); embedders must L2-normalise");
        }
    }
}
