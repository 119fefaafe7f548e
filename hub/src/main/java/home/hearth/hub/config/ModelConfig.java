package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the models are. None is downloaded at run time; {@code deploy/models/README.md} says how a
 * household gets them.
 *
 * @param embeddings the sentence embedder for memory search
 * @param speaker the speaker-verification model and its threads
 * @param recogniser the Vosk model and its language
 * @param vadModel {@code models.vad}: a Silero v5 ONNX file or {@code energy}; none: the prepared model, if any
 * @param cache where {@code make run} prepares the models a registry ships (used when none is configured)
 * @param languageModel the conversation's language model, if any
 * @param translation how memories are translated between Portuguese and English (Apertium, the
 *     household's glossary)
 */
public record ModelConfig(EmbeddingsConfig embeddings, SpeakerModelConfig speaker, RecogniserConfig recogniser,
        Optional<String> vadModel, Path cache, LanguageModelConfig languageModel, TranslationConfig translation) {}
