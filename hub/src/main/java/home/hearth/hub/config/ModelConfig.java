package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the models are. None is downloaded at run time; {@code deploy/models/README.md} says how a
 * household gets them.
 *
 * @param embeddings the sentence embedder for memory search
 * @param speakerModel the CAM++ (or x-vector) ONNX model folder or file, if any
 * @param speakerThreads {@code models.speaker-threads}: ONNX Runtime threads per verification, 0 for the default
 * @param voskModel the Vosk model folder, if any (none: Sphinx4, English commands only)
 * @param voskLanguage {@code en} or {@code pt}: the Vosk model's language (the command grammar is English)
 * @param vadModel {@code models.vad}: a Silero v5 ONNX file or {@code energy}; none: the prepared model, if any
 * @param cache where {@code make run} prepares the models a registry ships (used when none is configured)
 * @param languageModel the conversation's language model, if any
 * @param translation how memories are translated between Portuguese and English (Apertium, the
 *     household's glossary)
 */
public record ModelConfig(EmbeddingsConfig embeddings, Optional<Path> speakerModel, int speakerThreads,
        Optional<Path> voskModel,
        String voskLanguage, Optional<String> vadModel, Path cache, LanguageModelConfig languageModel,
        TranslationConfig translation) {
    public ModelConfig {
        if (!voskLanguage.equals("en") && !voskLanguage.equals("pt")) {
            throw new ConfigException("models.vosk-language: expected en or pt, got '" + voskLanguage + "'");
        }
    }
}
