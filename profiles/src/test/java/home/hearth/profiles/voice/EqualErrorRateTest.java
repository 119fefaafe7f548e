package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.profiles.bench.SpeakerTrials;
import home.hearth.profiles.bench.TrialScores;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trial list (8 voices × 10 test utterances against 8 three-utterance prints): the model must
 * separate the voices, and the calibrated accept threshold must let no impostor through.
 */
class EqualErrorRateTest {
    @TempDir
    Path dir;

    @Test
    void theModelSeparatesEightVoicesAndTheAcceptThresholdAdmitsNoImpostor() {
        SpeakerModelConfig config = SpeakerModelConfig.xvector(TestModel.dir(), SpeakerModelConfig.XVECTOR_THRESHOLDS);
        try (OnnxSpeakerVerifier verifier = new OnnxSpeakerVerifier(config)) {
            TrialScores scores = new SpeakerTrials(new Speech(dir), Speech.VOICES, false).score(verifier::embed);
            assertEquals(80, scores.targets());
            assertEquals(560, scores.nonTargets());
            assertTrue(scores.equalErrorRate() <= 0.05, "EER " + scores.equalErrorRate());
            assertEquals(0.0, scores.falseAcceptRate(config.thresholds().accept()),
                    "impostors up to " + scores.maxNonTarget());
            assertTrue(scores.falseRejectRate(config.thresholds().uncertainFrom()) <= 0.01,
                    "genuine speakers called unknown; lowest genuine score " + scores.minTarget());
        }
    }
}
