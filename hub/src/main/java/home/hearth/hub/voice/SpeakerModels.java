package home.hearth.hub.voice;

import home.hearth.hub.config.ConfigException;
import home.hearth.profiles.voice.OnnxSpeakerVerifier;
import home.hearth.profiles.voice.SpeakerModelConfig;
import home.hearth.profiles.voice.SpeakerVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Loads the configured speaker model ({@code models.speaker}): a folder with {@code model.onnx}
 * (CAM++, production), a folder made by {@code make-test-speaker-model.sh} ({@code xvector.onnx}
 * with {@code mfcc.conf}), or an {@code .onnx} file (CAM++). None configured: no verification, and
 * every speaker is {@code unknown}.
 */
public final class SpeakerModels {
    private SpeakerModels() {}

    public static Optional<SpeakerVerifier> load(Optional<Path> configured) {
        if (configured.isEmpty()) {
            return Optional.empty();
        }
        Path p = configured.get();
        SpeakerModelConfig config;
        if (Files.isRegularFile(p) && p.toString().endsWith(".onnx")) {
            config = SpeakerModelConfig.campp(p, SpeakerModelConfig.CAMPP_THRESHOLDS);
        } else if (Files.isRegularFile(p.resolve("model.onnx"))) {
            config = SpeakerModelConfig.campp(p.resolve("model.onnx"), SpeakerModelConfig.CAMPP_THRESHOLDS);
        } else if (Files.isRegularFile(p.resolve("xvector.onnx"))) {
            config = SpeakerModelConfig.xvector(p, SpeakerModelConfig.XVECTOR_THRESHOLDS);
        } else {
            throw new ConfigException("models.speaker: " + p + " holds no speaker model (expected model.onnx for CAM++,"
                    + " or xvector.onnx + mfcc.conf); see deploy/models/README.md");
        }
        return Optional.of(new OnnxSpeakerVerifier(config));
    }
}
