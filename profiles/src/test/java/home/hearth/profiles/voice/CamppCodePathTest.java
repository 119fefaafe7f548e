package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The production CAM++ path (fbank 80 → [1, T, 80] → 192-dim) on a stand-in model with CAM++'s
 * interface and random weights (the real model cannot be downloaded here; see deploy/).
 */
class CamppCodePathTest {
    @TempDir
    Path dir;

    @Test
    void embedsSpeechAs192DimensionalUnitVectors() {
        Path model = TestModel.dir().resolve("campp-stand-in.onnx");
        try (OnnxSpeakerVerifier v = new OnnxSpeakerVerifier(
                SpeakerModelConfig.campp(model, SpeakerModelConfig.CAMPP_THRESHOLDS))) {
            float[] e = v.embed(new Speech(dir).say("en+steph", Speech.SENTENCES.get(0)));
            assertEquals(192, e.length);
            assertEquals(1.0, Embeddings.cosine(e, e), 1e-6);
            assertTrue(v.modelId().startsWith("campp:"), v.modelId());
        }
    }

    @Test
    void refusesAModelWhoseInputDoesNotFitTheFrontEnd() {
        Path xvector = TestModel.dir().resolve("xvector.onnx");
        var e = assertThrows(ProfilesException.class, () -> new OnnxSpeakerVerifier(
                SpeakerModelConfig.campp(xvector, SpeakerModelConfig.CAMPP_THRESHOLDS)));
        assertTrue(e.getMessage().contains("expects input [1, -1, 23], but its front end gives [1, T, 80]"),
                e.getMessage());
    }

    @Test
    void anXvectorDirectoryWithoutMfccConfSaysWhatToRun() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> SpeakerModelConfig.xvector(dir, SpeakerModelConfig.XVECTOR_THRESHOLDS));
        assertTrue(e.getMessage().endsWith("has no mfcc.conf: run profiles/scripts/make-test-speaker-model.sh"),
                e.getMessage());
    }

    @Test
    void aMissingModelSaysWhereToGetIt() {
        var e = assertThrows(ProfilesException.class, () -> new OnnxSpeakerVerifier(
                SpeakerModelConfig.campp(dir.resolve("campplus.onnx"), SpeakerModelConfig.CAMPP_THRESHOLDS)));
        assertTrue(e.getMessage().startsWith("speaker model not found at "), e.getMessage());
        assertTrue(e.getMessage().contains("profiles/README.md"), e.getMessage());
    }
}
