package home.hearth.hub.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Decision;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** An announcement is spoken, or refused with a reason: no speaker, or a speaker that fails to take it. */
class RoomSpeakersTest {
    @Test
    void aSpeakerThatFailsRefusesTheAnnouncementWithAReasonInsteadOfThrowingAtItsCaller() throws Exception {
        RoomSpeakers speakers = new RoomSpeakers();
        List<String> said = new CopyOnWriteArrayList<>();
        assertEquals("no speaker is connected in room hall", speakers.announce("hall", "dinner is ready").reason());

        AutoCloseable broken = speakers.register("hall", text -> {
            throw new UncheckedIOException(new IOException("the connection closed"));
        });
        Decision failed = speakers.announce("hall", "dinner is ready");
        assertFalse(failed.allowed());
        assertTrue(failed.reason().contains("the speaker in room hall failed") && failed.reason().contains("the connection closed"),
                failed.reason());
        assertFalse(failed.reason().contains("dinner"), "the announcement's words are not in the reason");
        broken.close();

        speakers.register("hall", said::add);
        assertTrue(speakers.announce("hall", "dinner is ready").allowed());
        assertEquals(List.of("dinner is ready"), said);
    }

    @Test
    void theNewestMicrophoneSpeaksAndTheOneBeforeItTakesOverWhenItGoes() throws Exception {
        RoomSpeakers speakers = new RoomSpeakers();
        List<String> first = new CopyOnWriteArrayList<>();
        List<String> second = new CopyOnWriteArrayList<>();
        AutoCloseable firstConnected = speakers.register("kitchen", first::add);
        AutoCloseable secondConnected = speakers.register("kitchen", second::add);

        speakers.announce("kitchen", "the oven is hot");
        secondConnected.close();
        speakers.announce("kitchen", "dinner is ready");
        firstConnected.close();

        assertEquals(List.of("the oven is hot"), second);
        assertEquals(List.of("dinner is ready"), first, "before, the second's leaving left the kitchen without a speaker");
        assertFalse(speakers.announce("kitchen", "anyone?").allowed());
    }
}
