package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The converted Kaldi x-vector model: shapes, agreement with the numpy reference, speaker separation. */
class XvectorModelTest {
    static OnnxSpeakerVerifier verifier;

    @BeforeAll
    static void load() {
        verifier = new OnnxSpeakerVerifier(
                SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS));
    }

    @AfterAll
    static void close() {
        verifier.close();
    }

    @Test
    void onnxRuntimeAgreesWithTheNumpyReferenceWithin1e4() throws IOException {
        List<String> lines = Files.readAllLines(TestModel.dir().resolve("reference.txt"));
        String[] dims = lines.get(0).split(" ");
        int frames = Integer.parseInt(dims[0]);
        int dim = Integer.parseInt(dims[1]);
        float[] flat = floats(lines.get(1));
        float[][] feats = new float[frames][dim];
        for (int t = 0; t < frames; t++) {
            System.arraycopy(flat, t * dim, feats[t], 0, dim);
        }
        float[] expected = floats(lines.get(2));
        float[] actual = verifier.run(feats);
        assertEquals(128, actual.length);
        double maxDiff = 0;
        double scale = 0;
        for (int i = 0; i < actual.length; i++) {
            maxDiff = Math.max(maxDiff, Math.abs(actual[i] - expected[i]));
            scale = Math.max(scale, Math.abs(expected[i]));
        }
        assertTrue(maxDiff <= 1e-4, "max abs diff " + maxDiff + " (largest value " + scale + ")");
    }

    @Test
    void embeddingsAre128DimensionalAndUnitLength() {
        float[] e = verifier.embed(new Speech(tmp).say("en+f2", Speech.SENTENCES.get(0)));
        assertEquals(128, e.length);
        assertEquals(1.0, Embeddings.cosine(e, e), 1e-6);
        double norm = 0;
        for (float v : e) {
            norm += v * v;
        }
        assertEquals(1.0, Math.sqrt(norm), 1e-5);
    }

    @TempDir
    static Path tmp;

    @Test
    void theSameVoiceScoresHigherThanOtherVoices() {
        Speech speech = new Speech(tmp);
        float[] a1 = verifier.embed(speech.say("en+m1", Speech.SENTENCES.get(1)));
        float[] a2 = verifier.embed(speech.say("en+m1", Speech.SENTENCES.get(2)));
        float[] b = verifier.embed(speech.say("en+f1", Speech.SENTENCES.get(2)));
        float[] c = verifier.embed(speech.say("pt-br+f3", Speech.SENTENCES.get(2)));
        double same = Embeddings.cosine(a1, a2);
        assertTrue(same > Embeddings.cosine(a1, b), "same " + same + " vs other " + Embeddings.cosine(a1, b));
        assertTrue(same > Embeddings.cosine(a1, c), "same " + same + " vs other " + Embeddings.cosine(a1, c));
    }

    private static float[] floats(String line) {
        String[] parts = line.trim().split("\\s+");
        float[] out = new float[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Float.parseFloat(parts[i]);
        }
        return out;
    }
}
