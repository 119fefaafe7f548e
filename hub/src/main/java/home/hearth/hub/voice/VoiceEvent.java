package home.hearth.hub.voice;

import home.hearth.policies.IdentityLevel;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What the hub tells a room microphone, in order. The WebSocket sends each as a JSON event of the
 * same name ({@code vad}, {@code transcript}, …) and {@link SpokenAudio} as a binary frame.
 */
public sealed interface VoiceEvent {

    /** Speech started ({@code true}) or stopped. */
    record Vad(boolean speech) implements VoiceEvent {}

    /** What was heard: partial while speaking, final at the end ({@code rejected}: nothing matched). */
    record Heard(String text, boolean isFinal, boolean rejected) implements VoiceEvent {
        public Heard {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Who is speaking.
     *
     * @param via {@code voice} (speaker verification) or {@code token} (a member's personal microphone)
     */
    record Speaker(Optional<String> member, IdentityLevel level, OptionalDouble score, String via) implements VoiceEvent {
        public Speaker {
            Objects.requireNonNull(member, "member");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(score, "score");
            Objects.requireNonNull(via, "via");
        }
    }

    /** A speakable segment of the reply; {@code announcement}: from an automation or timer, not a turn. */
    record Reply(String text, boolean announcement) implements VoiceEvent {
        public Reply {
            Objects.requireNonNull(text, "text");
        }
    }

    record Action(String device, String command, String outcome, String message) implements VoiceEvent {}

    record Confirm(String question) implements VoiceEvent {}

    /** Something went wrong; {@code code} is the protocol's error code, {@code message} says what to do. */
    record Problem(String code, String message) implements VoiceEvent {
        public Problem {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * The utterance or turn is over.
     *
     * @param outcome {@code done}, {@code cancelled}, {@code rejected}, {@code stopped}, {@code failed}
     * @param milestones milliseconds after the end of speech, by name ({@link Milestones})
     */
    record Ended(String outcome, Optional<String> session, Map<String, Long> milestones) implements VoiceEvent {
        public Ended {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(session, "session");
            milestones = Map.copyOf(milestones);
        }
    }

    /** Synthesised speech, 16 kHz mono s16le, sent only when the microphone asked for it. */
    record SpokenAudio(byte[] pcm) implements VoiceEvent {
        public SpokenAudio {
            Objects.requireNonNull(pcm, "pcm");
        }
    }
}
