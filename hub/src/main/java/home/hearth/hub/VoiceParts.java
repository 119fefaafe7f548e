package home.hearth.hub;

import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import java.util.Optional;

/**
 * Voice parts given to {@link HubWiring} instead of the configured ones: tests use a scripted
 * recogniser or turn service here to prove the pipeline's timing rules. Production passes
 * {@link #CONFIGURED}.
 */
public record VoiceParts(Optional<SpeechRecognizer> recognizer, Optional<VoiceActivityDetector> vad,
        Optional<TurnService> turns) {
    public static final VoiceParts CONFIGURED = new VoiceParts(Optional.empty(), Optional.empty(), Optional.empty());
}
