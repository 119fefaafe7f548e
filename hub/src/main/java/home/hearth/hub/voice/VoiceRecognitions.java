package home.hearth.hub.voice;

import home.hearth.policies.MemberId;

/**
 * Told each time the pipeline verifies a member by her voice in a room (speaker identification at level
 * {@code VERIFIED}): never for an uncertain or unknown speaker, a member's personal microphone (her token, not her
 * voice) or a typed turn. Called on a {@code hearth-voice-} thread beside the utterance's decision, which it never
 * holds up; what it does with the news (the hub: a presence event, if she agreed) is its own business.
 */
@FunctionalInterface
public interface VoiceRecognitions {
    /** Nobody is told (tests, and hubs without automations). */
    VoiceRecognitions NONE = (member, room) -> { };

    void verified(MemberId member, String room);
}
