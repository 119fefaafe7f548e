package home.hearth.hub.voice;

import home.hearth.hub.config.ConfigException;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.voice.OnnxSpeakerVerifier;
import home.hearth.profiles.voice.SpeakerModelConfig;
import home.hearth.profiles.voice.SpeakerRuntime;
import home.hearth.profiles.voice.SpeakerVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Loads the configured speaker model ({@code models.speaker}): a folder with {@code model.onnx}
 * (CAM++, production), a folder made by {@code make-test-speaker-model.sh} ({@code xvector.onnx}
 * with {@code mfcc.conf}), or an {@code .onnx} file: CAM++, or an x-vector when its folder has
 * {@code mfcc.conf} (e.g. the int8 copy {@code xvector.int8.onnx}; a quantised CAM++ is named the
 * same way, see deploy/models/README.md). None configured: no verification, and every speaker is
 * {@code unknown}. {@code models.speaker-threads} sets ONNX Runtime's threads (0: the default).
 * The model is run once before the start goes on ({@link OnnxSpeakerVerifier#warmUp}): a model that
 * loads but cannot run stops the start, and the first member who speaks is not the one who waits.
 */
public final class SpeakerModels {
    private SpeakerModels() {}

    public static Optional<SpeakerVerifier> load(Optional<Path> configured, int threads) {
        if (configured.isEmpty()) {
            return Optional.empty();
        }
        Path p = configured.get();
        try {
            OnnxSpeakerVerifier verifier = new OnnxSpeakerVerifier(config(p), SpeakerRuntime.threads(threads));
            try {
                verifier.warmUp();
            } catch (ProfilesException e) {
                verifier.close();
                throw e;
            }
            return Optional.of(verifier);
        } catch (ProfilesException | IllegalArgumentException e) {
            // The start refuses in one sentence (Main prints only the message): what, why, and what to do.
            throw new ConfigException(firstLine(e.getMessage()) + "; replace " + p + " with a working CAM++ model or"
                    + " x-vector folder (see deploy/models/README.md; `make models` prepares the test one), or remove"
                    + " models.speaker (HEARTH_SPEAKER_MODEL) to start without voice verification", e);
        }
    }

    private static SpeakerModelConfig config(Path p) {
        SpeakerModelConfig config;
        Path folder = p.toAbsolutePath().getParent();
        if (Files.isRegularFile(p) && p.toString().endsWith(".onnx") && Files.isRegularFile(folder.resolve("mfcc.conf"))) {
            config = SpeakerModelConfig.xvector(folder, SpeakerModelConfig.XVECTOR_THRESHOLDS).withModel(p);
        } else if (Files.isRegularFile(p) && p.toString().endsWith(".onnx")) {
            config = SpeakerModelConfig.campp(p, SpeakerModelConfig.CAMPP_THRESHOLDS);
        } else if (Files.isRegularFile(p.resolve("model.onnx"))) {
            config = SpeakerModelConfig.campp(p.resolve("model.onnx"), SpeakerModelConfig.CAMPP_THRESHOLDS);
        } else if (Files.isRegularFile(p.resolve("xvector.onnx"))) {
            config = SpeakerModelConfig.xvector(p, SpeakerModelConfig.XVECTOR_THRESHOLDS);
        } else {
            throw new ConfigException("models.speaker: " + p + " holds no speaker model (expected model.onnx for CAM++,"
                    + " or xvector.onnx + mfcc.conf); see deploy/models/README.md");
        }
        return config;
    }

    /** A sentence is one line: a cause that runs over several keeps its first. */
    private static String firstLine(String message) {
        String m = message == null ? "unknown error" : message.strip();
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl).strip()).replaceAll("[.\\s]+$", "");
    }
}
