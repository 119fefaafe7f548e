package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the models are. None is downloaded at run time; {@code deploy/models/README.md} says how a
 * household gets them.
 *
 * @param embeddings the sentence embedder for memory search
 * @param speakerModel the CAM++ (or x-vector) ONNX model folder, if any
 * @param voskModel the Vosk model folder, if any
 * @param cache where {@code make run} prepares the models a registry ships (used when none is configured)
 * @param languageModel the conversation's language model, if any
 */
public record ModelConfig(EmbeddingsConfig embeddings, Optional<Path> speakerModel, Optional<Path> voskModel, Path cache,
        LanguageModelConfig languageModel) {}
