package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The speaker-verification model.
 *
 * @param model {@code models.speaker}: the CAM++ (or x-vector) ONNX model folder or file, if any
 * @param threads {@code models.speaker-threads}: ONNX Runtime threads per verification, 0 for the default
 */
public record SpeakerModelConfig(Optional<Path> model, int threads) {}
