package home.hearth.hub.memory.search;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.util.List;
import java.util.Objects;

/**
 * The in-process all-MiniLM-L6-v2 sentence model (384 dimensions, English; ~1 s to load, a few
 * milliseconds per short sentence on one core). Thread-safe. Vectors are L2-normalised.
 */
public final class MiniLmEmbedder implements Embedder {
    private static final int DIMENSION = 384;
    private final EmbeddingModel model;

    /** Loads the model bundled in the langchain4j jar (no download). */
    public MiniLmEmbedder() {
        this(new AllMiniLmL6V2EmbeddingModel());
    }

    MiniLmEmbedder(EmbeddingModel model) {
        this.model = Objects.requireNonNull(model, "model");
    }

    @Override
    public float[] embed(String text) {
        Objects.requireNonNull(text, "text");
        try {
            return VectorMath.normalised(model.embed(text).content().vector());
        } catch (RuntimeException e) {
            if (e instanceof EmbeddingException) {
                throw e;
            }
            throw new EmbeddingException("all-minilm-l6-v2 could not embed a text of " + text.length() + " characters", e);
        }
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        try {
            return model.embedAll(segments).content().stream()
                    .map(e -> VectorMath.normalised(e.vector()))
                    .toList();
        } catch (RuntimeException e) {
            throw new EmbeddingException("all-minilm-l6-v2 could not embed a batch of " + texts.size() + " texts", e);
        }
    }

    @Override
    public int dimension() {
        return DIMENSION;
    }

    @Override
    public String name() {
        return "all-minilm-l6-v2";
    }
}
