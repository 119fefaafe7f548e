package home.hearth.hub.config;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the models are. None is downloaded at run time; {@code deploy/models/README.md} says how a
 * household gets them.
 *
 * @param embeddings {@code builtin} (all-MiniLM-L6-v2 in process) or {@code openai} (an
 *     OpenAI-compatible {@code /v1/embeddings} endpoint at {@code embeddingsUrl})
 * @param speakerModel the CAM++ (or x-vector) ONNX model folder, if any
 * @param voskModel the Vosk model folder, if any
 */
public record ModelConfig(String embeddings, Optional<URI> embeddingsUrl, Optional<Path> speakerModel, Optional<Path> voskModel) {}
