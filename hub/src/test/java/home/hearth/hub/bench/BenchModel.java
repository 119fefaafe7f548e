package home.hearth.hub.bench;

import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.MiniLmEmbedder;

/**
 * The embedder a bench runs with, chosen by {@code -Dbench.embedder}: {@code all-minilm-l6-v2} (the
 * hub's, default), {@code e5-small-v2-q} or {@code bge-small-en-v15-q}. Memories go through
 * {@code passages}, questions through {@code questions}: the same model, except BGE's query
 * instruction, on unless {@code -Dbench.query.instruction=false}.
 */
record BenchModel(Embedder passages, Embedder questions) {
    static final String MINILM = "all-minilm-l6-v2";

    static BenchModel selected() {
        return named(System.getProperty("bench.embedder", MINILM));
    }

    static BenchModel named(String name) {
        return switch (name) {
            case MINILM -> same(new MiniLmEmbedder());
            case JarOnnxEmbedder.E5_NAME -> same(JarOnnxEmbedder.e5Small());
            case JarOnnxEmbedder.BGE_NAME -> bge(!"false".equals(System.getProperty("bench.query.instruction")));
            default -> throw new IllegalArgumentException("unknown -Dbench.embedder=" + name
                    + " (all-minilm-l6-v2, e5-small-v2-q, bge-small-en-v15-q)");
        };
    }

    static BenchModel bge(boolean queryInstruction) {
        JarOnnxEmbedder bge = JarOnnxEmbedder.bgeSmall();
        return queryInstruction ? new BenchModel(bge, bge.forQuestions()) : same(bge);
    }

    private static BenchModel same(Embedder model) {
        return new BenchModel(model, model);
    }

    /** A short label for the output lines: the passage model, and the question model when it differs. */
    String label() {
        return passages.name().equals(questions.name()) ? passages.name() : questions.name();
    }

    /** Both sides through a vector cache in {@code folder} (each keyed by its own name). */
    BenchModel cached(java.nio.file.Path folder) {
        Embedder p = new CachedEmbedder(passages, folder);
        return new BenchModel(p, passages == questions ? p : new CachedEmbedder(questions, folder));
    }
}
