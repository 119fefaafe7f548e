package home.hearth.hub.memory.search;

/**
 * The two parameters of BM25 keyword scoring (Lucene's {@code BM25Similarity}).
 *
 * @param k1 how fast repeating a word stops adding to a memory's score, 0–3 (Lucene's default 1.2)
 * @param b how much a long memory is marked down for its length, 0–1 (Lucene's default 0.75; 0 = not at all)
 */
public record Bm25(float k1, float b) {
    /**
     * Chosen on the LoCoMo tuning half (see the package README): memories are one or two sentences, and a
     * longer one is not less about its words, so length counts for little. b = 0 scored higher on LoCoMo
     * but let long memories sharing one word with a question outrank the one asked about in the
     * cross-language set (its tune half fell from 0.781 to 0.719); b 0.1–0.75 keep it, and k1 0.6, b 0.2
     * is the best of those on LoCoMo. Lucene's own (k1 1.2, b 0.75) shipped before.
     */
    public static final Bm25 DEFAULTS = new Bm25(0.6f, 0.2f);

    public Bm25 {
        if (!(k1 >= 0 && k1 <= 3)) {
            throw new IllegalArgumentException("BM25 k1 must be in 0–3, got: " + k1);
        }
        if (!(b >= 0 && b <= 1)) {
            throw new IllegalArgumentException("BM25 b must be in 0–1, got: " + b);
        }
    }
}
