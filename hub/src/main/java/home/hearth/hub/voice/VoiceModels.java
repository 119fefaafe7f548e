package home.hearth.hub.voice;

import home.hearth.hub.config.ConfigException;
import home.hearth.hub.config.ModelConfig;
import home.hearth.hub.config.RecogniserConfig;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionException;
import home.hearth.hub.voice.recognition.Sphinx4Recognizer;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.recognition.VoskRecognizer;
import home.hearth.hub.voice.vad.EnergyVad;
import home.hearth.hub.voice.vad.SileroVad;
import home.hearth.hub.voice.vad.VadException;
import home.hearth.hub.voice.vad.VadSettings;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chooses the recogniser and the VAD from the configuration, each saying so in one log line:
 * Vosk when {@code models.vosk} is set, else Sphinx4 (English, grammar only); Silero when
 * {@code models.vad} names a model or {@link PreparedModels} has one, else the energy VAD.
 * A model that is configured but broken stops the start with a message saying what to fix.
 */
public final class VoiceModels {
    private static final Logger LOG = LoggerFactory.getLogger(VoiceModels.class);
    private static final CommandVocabulary NOTHING_YET = new CommandVocabulary(List.of(), List.of());

    private VoiceModels() {}

    /** The grammar starts empty: the pipeline gives it the household's words ({@code useVocabulary}). */
    public static SpeechRecognizer recognizer(ModelConfig models) {
        RecogniserConfig recogniser = models.recogniser();
        if (recogniser.vosk().isPresent()) {
            Path folder = recogniser.vosk().get();
            try {
                SpeechRecognizer vosk = new VoskRecognizer(folder, recogniser.language(), NOTHING_YET);
                LOG.info("Speech recognition: Vosk ({}) with model {}", recogniser.language(), folder);
                return vosk;
            } catch (RecognitionException e) {
                throw new ConfigException(e.getMessage());
            }
        }
        LOG.info("Speech recognition: Sphinx4 (English command grammar only; set models.vosk for a Vosk model,"
                + " see deploy/models/README.md)");
        return new Sphinx4Recognizer(NOTHING_YET);
    }

    /** {@code models.vad}: a Silero v5 file or {@code energy}; empty: the prepared model when there is one. */
    public static VoiceActivityDetector vad(ModelConfig models, PreparedModels prepared) {
        String configured = models.vadModel().orElse("");
        if (configured.equals("energy")) {
            LOG.info("Voice activity: energy VAD (models.vad is energy)");
            return new EnergyVad(VadSettings.DEFAULT);
        }
        if (!configured.isEmpty()) {
            try {
                SileroVad silero = new SileroVad(Path.of(configured), VadSettings.DEFAULT);
                LOG.info("Voice activity: Silero VAD v5 from {}", configured);
                return silero;
            } catch (VadException e) {
                throw new ConfigException("models.vad: " + e.getMessage());
            }
        }
        Optional<Path> cached = prepared.vadModel();
        if (cached.isPresent()) {
            try {
                SileroVad silero = new SileroVad(cached.get(), VadSettings.DEFAULT);
                LOG.info("Voice activity: Silero VAD v5 from {}", cached.get());
                return silero;
            } catch (VadException e) {
                LOG.warn("Voice activity: energy VAD, because the prepared Silero model failed: {}", e.getMessage());
                return new EnergyVad(VadSettings.DEFAULT);
            }
        }
        LOG.info("Voice activity: energy VAD (no Silero model prepared; run hub/scripts/fetch-silero-vad.sh)");
        return new EnergyVad(VadSettings.DEFAULT);
    }
}
