package home.hearth.hub.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.policies.Decision;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** An announcement reaches an open room session, and a closed one never claims to have spoken it. */
class RoomSessionAnnouncementTest {
    @Test
    void aClosedSessionRefusesAnAnnouncementInsteadOfDroppingItQuietly() {
        RoomSpeakers speakers = new RoomSpeakers();
        List<VoiceEvent> out = new CopyOnWriteArrayList<>();
        try (VoicePipeline pipeline = new VoicePipeline(Optional.empty(), Optional.empty(),
                new SpeakerIdentification(Optional.empty(), null, null), (turn, events) -> {
                    throw new AssertionError("no turn is started here");
                }, speakers, Optional.empty(), () -> new CommandVocabulary(List.of(), List.of()))) {
            RoomSession session = pipeline.open("kitchen", Optional.empty(), false, out::add);
            assertTrue(speakers.announce("kitchen", "Dinner is ready.").allowed());
            assertEquals(List.of(new VoiceEvent.Reply("Dinner is ready.", true)), out);

            session.close();
            Decision after = speakers.announce("kitchen", "The pasta is done.");
            assertFalse(after.allowed(), "the closed session is no longer the kitchen's speaker: " + after.reason());
            // the speakers looked the session up just before it closed: it refuses, and they turn that into a refusal
            assertThrows(IllegalStateException.class, () -> session.announce("The pasta is done."));
            assertEquals(1, out.size(), "nothing more was sent to the closed connection");
        }
    }
}
