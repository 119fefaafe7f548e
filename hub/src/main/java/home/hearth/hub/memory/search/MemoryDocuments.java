package home.hearth.hub.memory.search;

import home.hearth.policies.access.MemoryFacts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;

/**
 * The Lucene documents of one memory: its own, and its translation's when it has one. Nothing is
 * stored but the id and a hash of the normalised text (as doc values, fast to read per hit); the
 * text is indexed twice (English and Portuguese analysis) and never kept in the index.
 */
final class MemoryDocuments {
    static final String ID = "id";
    static final String TEXT_EN = "text_en";
    static final String TEXT_PT = "text_pt";
    static final String VECTOR = "vec";
    static final String TEXT_HASH = "text_hash";
    static final String SCOPE_TYPE = "scope_type";
    static final String OWNER = "owner";
    static final String SENSITIVE = "sensitive";
    /** {@link #OPEN} when the owner's consent permits others to see it, otherwise "closed". */
    static final String SHARING = "sharing";
    /**
     * {@link #OPEN} when the memory is about nobody else or that member consented; otherwise
     * {@code member:<id>}, which only that member matches.
     */
    static final String ABOUT_GATE = "about_gate";
    static final String OPEN = "open";
    /** Present only on a translation's document, with the value {@link #TRANSLATION}. */
    static final String KIND = "kind";
    static final String TRANSLATION = "translation";
    static final String VALID_FROM = "valid_from";
    static final String VALID_UNTIL = "valid_until";
    static final String CONTEXT = "ctx";
    /** The context value of a memory that holds in every context. */
    static final String ANY_CONTEXT = "_any";

    /** What separates words in a translation: anything but letters, digits, apostrophes and hyphens. */
    private static final Pattern WORDS = Pattern.compile("[^\\p{L}\\p{N}'-]+");

    private MemoryDocuments() {}

    static Document of(IndexedMemory m) {
        return of(m, m.text(), m.vector());
    }

    /**
     * The memory's document and, when given, its translation's: the same id, access facts and
     * validity, so the read rule treats them as one and a search hit on either is the memory.
     */
    static List<Document> of(IndexedMemory m, Optional<TranslatedText> translation) {
        List<Document> docs = new ArrayList<>(2);
        docs.add(of(m));
        translation.ifPresent(t -> {
            Document doc = of(m, distinctWords(t.text()), t.vector());
            doc.add(new StringField(KIND, TRANSLATION, Field.Store.NO));
            docs.add(doc);
        });
        return docs;
    }

    /**
     * Each word of a translation once, in order of first use. A translation joins several pivots'
     * results that repeat most words; indexed as it is, it is about three times as long as the memory's
     * own text, and BM25's length normalisation let a shorter same-topic memory beat it on one shared
     * word (CrossLanguageBench, tune half, BM25 alone: Hit@1 0.500 → 0.531 with each word once).
     */
    static String distinctWords(String text) {
        Set<String> seen = new HashSet<>();
        StringBuilder out = new StringBuilder(text.length());
        for (String word : WORDS.split(text)) {
            if (!word.isEmpty() && seen.add(word.toLowerCase(Locale.ROOT))) {
                out.append(out.isEmpty() ? "" : " ").append(word);
            }
        }
        return out.toString();
    }

    private static Document of(IndexedMemory m, String text, float[] vector) {
        Document doc = new Document();
        doc.add(new StringField(ID, m.id(), Field.Store.NO));
        doc.add(new SortedDocValuesField(ID, new BytesRef(m.id())));
        doc.add(new TextField(TEXT_EN, text, Field.Store.NO));
        doc.add(new TextField(TEXT_PT, text, Field.Store.NO));
        doc.add(new KnnFloatVectorField(VECTOR, vector, VectorSimilarityFunction.DOT_PRODUCT));
        doc.add(new NumericDocValuesField(TEXT_HASH, textHash(text)));
        addAccess(doc, m.access());
        addValidity(doc, m.validity());
        return doc;
    }

    /** The facts {@link AccessFilter} compiles the read rule against. */
    private static void addAccess(Document doc, MemoryFacts a) {
        doc.add(new StringField(SCOPE_TYPE, a.scope().type().name(), Field.Store.NO));
        a.owner().ifPresent(o -> doc.add(new StringField(OWNER, o.value(), Field.Store.NO)));
        doc.add(new StringField(SENSITIVE, Boolean.toString(a.sensitive()), Field.Store.NO));
        doc.add(new StringField(SHARING, a.sharing().permitsOthers() ? OPEN : "closed", Field.Store.NO));
        doc.add(new StringField(ABOUT_GATE, aboutGate(a), Field.Store.NO));
    }

    static String aboutGate(MemoryFacts a) {
        return a.about().isEmpty() || a.aboutConsent().permitsOthers() ? OPEN : memberKey(a.about().get().value());
    }

    static String memberKey(String member) {
        return "member:" + member;
    }

    private static void addValidity(Document doc, Validity v) {
        doc.add(new LongPoint(VALID_FROM, v.from().map(Instant::toEpochMilli).orElse(Long.MIN_VALUE)));
        doc.add(new LongPoint(VALID_UNTIL, v.until().map(Instant::toEpochMilli).orElse(Long.MAX_VALUE)));
        if (v.contexts().isEmpty()) {
            doc.add(new StringField(CONTEXT, ANY_CONTEXT, Field.Store.NO));
        }
        v.contexts().forEach(c -> doc.add(new StringField(CONTEXT, normaliseContext(c), Field.Store.NO)));
    }

    static String normaliseContext(String context) {
        return context.trim().toLowerCase(Locale.ROOT);
    }

    /** A 64-bit FNV-1a hash of the text with case and runs of whitespace folded. */
    static long textHash(String text) {
        String folded = text.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < folded.length(); i++) {
            h ^= folded.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
