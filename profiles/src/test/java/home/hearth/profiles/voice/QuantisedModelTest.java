package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Models quantised by {@code scripts/quantise_speaker_model.py} load in ONNX Runtime and embed what
 * their float originals embed: the test x-vector's int8 copy on real speech, and a random-weight
 * model with CAM++'s kinds of layers (2-D and padded, dilated 1-D convolutions, a per-frame MatMul)
 * in both convolution forms (MatMul rewrite, ConvInteger). The bench measures the drift on every
 * trial; these bounds only catch a broken quantiser (a wrong weight layout gives cosines near 0).
 */
class QuantisedModelTest {
    @Test
    void theInt8XvectorEmbedsSpeechAsTheFloatModelDoesAndIsAnotherModel(@TempDir Path dir) {
        SpeakerModelConfig floats = SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS);
        Speech speech = new Speech(dir);
        try (OnnxSpeakerVerifier f = new OnnxSpeakerVerifier(floats);
                OnnxSpeakerVerifier q = new OnnxSpeakerVerifier(floats.withModel(TestModel.dir().resolve("xvector.int8.onnx")),
                        SpeakerRuntime.threads(1))) {
            assertNotEquals(f.modelId(), q.modelId());
            for (String voice : new String[] {"en+rob", "pt-br+f3"}) {
                Pcm16 a = speech.sayNoisy(voice, Speech.SENTENCES.get(2), 1.04, 0.03);
                double cos = Embeddings.cosine(f.embed(a), q.embed(a));
                assertTrue(cos > 0.99, voice + ": cosine between float and int8 embeddings " + cos);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"quantiser-test.int8.onnx", "quantiser-test.integer.onnx"})
    void aQuantisedModelWithCamppsLayersEmbedsAsItsFloatOriginal(String file) {
        Path floatFile = TestModel.dir().resolve("quantiser-test.onnx");
        float[][] features = new float[200][80];
        Random rnd = new Random(3);
        for (float[] frame : features) {
            for (int d = 0; d < frame.length; d++) {
                frame[d] = (float) (rnd.nextGaussian() * 2);
            }
        }
        try (OnnxSpeakerVerifier f = new OnnxSpeakerVerifier(SpeakerModelConfig.campp(floatFile, SpeakerModelConfig.CAMPP_THRESHOLDS));
                OnnxSpeakerVerifier q = new OnnxSpeakerVerifier(
                        SpeakerModelConfig.campp(TestModel.dir().resolve(file), SpeakerModelConfig.CAMPP_THRESHOLDS))) {
            float[] e = q.embed(features);
            assertEquals(192, e.length);
            double cos = Embeddings.cosine(f.embed(features), e);
            assertTrue(cos > 0.98, "cosine between float and quantised embeddings " + cos);
        }
    }
}
