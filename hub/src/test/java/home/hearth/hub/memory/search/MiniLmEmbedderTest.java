package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MiniLmEmbedderTest {
    private final Embedder model = Memories.model();

    @Test
    void vectorsHave384DimensionsAndUnitLength() {
        float[] v = model.embed("Turn the bedroom to 22 degrees at night");
        assertEquals(384, v.length);
        assertEquals(384, model.dimension());
        assertEquals(1.0, Math.sqrt(VectorMath.dot(v, v)), 1e-5);
    }

    @Test
    void aParaphraseIsCloserThanAnUnrelatedSentence() {
        float[] a = model.embed("I like the bedroom warm at night");
        double paraphrase = VectorMath.dot(a, model.embed("At night I prefer a warm bedroom"));
        double unrelated = VectorMath.dot(a, model.embed("The recycling is collected on Thursdays"));
        assertTrue(paraphrase > unrelated + 0.3, "paraphrase " + paraphrase + " vs unrelated " + unrelated);
    }

    @Test
    void aBatchGivesTheSameVectorsAsOneByOne() {
        List<String> texts = List.of("kitchen lights", "front door lock");
        List<float[]> batch = model.embedAll(texts);
        for (int i = 0; i < texts.size(); i++) {
            assertArrayEquals(model.embed(texts.get(i)), batch.get(i), 1e-4f);
        }
    }
}
