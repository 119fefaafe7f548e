package home.hearth.hub.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A member's personal connection (the talk page on a phone, anywhere on the network) that names a room is not that
 * room's speaker: another member's reminder due in the kitchen is spoken by the kitchen's microphone and never
 * reaches the phone. Before, the newest connection of a room took its announcements, whoever's it was.
 */
class PersonalConnectionAnnouncementsTest {
    @Test
    void anotherMembersReminderIsSpokenInTheRoomNotOnAPersonalConnection() {
        RoomSpeakers speakers = new RoomSpeakers();
        List<VoiceEvent> kitchenMicrophone = new CopyOnWriteArrayList<>();
        List<VoiceEvent> carolsPhone = new CopyOnWriteArrayList<>();
        try (VoicePipeline pipeline = new VoicePipeline(Optional.empty(), Optional.empty(),
                new SpeakerIdentification(Optional.empty(), null, null), (turn, events) -> {
                    throw new AssertionError("no turn is started here");
                }, speakers, Optional.empty(), () -> new CommandVocabulary(List.of(), List.of()))) {
            RoomSession microphone = pipeline.open("kitchen", Optional.empty(), false, kitchenMicrophone::add);
            RoomSession carol = pipeline.open("kitchen",
                    Optional.of(PersonalMicrophone.of(Principal.verified(MemberId.of("carol"), Role.GUEST))),
                    false, carolsPhone::add);

            assertTrue(speakers.announce("kitchen", "Reminder: call Dr Silva about the results.").allowed());
            carol.close();
            assertTrue(speakers.announce("kitchen", "Reminder: the bins go out tonight.").allowed(),
                    "the personal connection's leaving does not leave the kitchen without its speaker");

            assertEquals(List.of(), carolsPhone);
            assertEquals(2, kitchenMicrophone.size(), kitchenMicrophone.toString());
            microphone.close();
        }
    }
}
