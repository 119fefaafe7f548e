package home.hearth.profiles.voice;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Which speaker model to load and how to judge its scores.
 *
 * @param model the ONNX file
 * @param kind CAM++ (production) or the Kaldi x-vector (tests)
 * @param thresholds calibrated for this model (see README, "Recalibrating")
 * @param frontEnd the matching front end
 */
public record SpeakerModelConfig(Path model, ModelKind kind, ScoreThresholds thresholds, FrontEnd frontEnd) {
    /**
     * Thresholds for the x-vector, calibrated with SpeakerBench on 8 espeak-ng voices × 10
     * sentences (560 impostor trials per condition): the highest impostor score was 0.72 clean and
     * 0.69 with noise, so {@code accept} = 0.76 gives no false accept; the lowest genuine score
     * was 0.74 clean and 0.46 with noise, so the uncertain band reaches down to 0.44.
     */
    public static final ScoreThresholds XVECTOR_THRESHOLDS = new ScoreThresholds(0.76, 0.32);
    /** Starting thresholds for CAM++ (cosine, voxceleb-trained); households recalibrate. */
    public static final ScoreThresholds CAMPP_THRESHOLDS = new ScoreThresholds(0.55, 0.20);

    public SpeakerModelConfig {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(thresholds, "thresholds");
        Objects.requireNonNull(frontEnd, "frontEnd");
    }

    /** CAM++ from an ONNX file, with the 80-bin fbank front end. */
    public static SpeakerModelConfig campp(Path onnxFile, ScoreThresholds thresholds) {
        return new SpeakerModelConfig(onnxFile, ModelKind.CAMPP, thresholds, KaldiFbank.forCampp());
    }

    /**
     * The same model kind, thresholds and front end with another file of that model, e.g. its
     * int8 copy from {@code quantise_speaker_model.py}. The file's hash is the model id, so prints
     * enrolled with the float file are not compared with it: members enrol again after a switch.
     */
    public SpeakerModelConfig withModel(Path file) {
        return new SpeakerModelConfig(file, kind, thresholds, frontEnd);
    }

    /** The converted x-vector from {@code make-test-speaker-model.sh}'s directory. */
    public static SpeakerModelConfig xvector(Path dir, ScoreThresholds thresholds) {
        Path conf = dir.resolve("mfcc.conf");
        if (!Files.isRegularFile(conf)) {
            throw new IllegalArgumentException("x-vector model directory " + dir
                    + " has no mfcc.conf: run profiles/scripts/make-test-speaker-model.sh");
        }
        FrontEnd fe = new KaldiMfcc(MfccOptions.read(conf),
                home.hearth.profiles.voice.internal.EnergyVad.XVECTOR_RECIPE);
        return new SpeakerModelConfig(dir.resolve("xvector.onnx"), ModelKind.XVECTOR, thresholds, fe);
    }
}
