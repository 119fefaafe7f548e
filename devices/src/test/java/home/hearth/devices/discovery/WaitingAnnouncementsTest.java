package home.hearth.devices.discovery;

import static home.hearth.devices.discovery.WaitingAnnouncements.Outcome.QUEUED;
import static home.hearth.devices.discovery.WaitingAnnouncements.Outcome.REFUSED;
import static home.hearth.devices.discovery.WaitingAnnouncements.Outcome.REPLACED;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What waits for discovery's worker: the newest message per topic, in the order topics arrived, within bounds. */
class WaitingAnnouncementsTest {
    private final WaitingAnnouncements<String> waiting = new WaitingAnnouncements<>(3, 100);

    @Test
    void aNewerMessageOnAWaitingTopicTakesItsPlace() {
        assertEquals(QUEUED, waiting.offer("a", "a1", 10));
        assertEquals(QUEUED, waiting.offer("b", "b1", 10));
        assertEquals(REPLACED, waiting.offer("a", "a2", 30));
        assertEquals(2, waiting.size());
        assertEquals(40, waiting.bytes());
        assertEquals(Optional.of("a2"), waiting.take(), "the first topic to arrive goes first, with its newest message");
        assertEquals(Optional.of("b1"), waiting.take());
        assertEquals(Optional.empty(), waiting.take());
        assertEquals(0, waiting.bytes());
    }

    @Test
    void refusesANewTopicBeyondTheCount() {
        waiting.offer("a", "a", 1);
        waiting.offer("b", "b", 1);
        waiting.offer("c", "c", 1);
        assertEquals(REFUSED, waiting.offer("d", "d", 1));
        assertEquals(REPLACED, waiting.offer("c", "c2", 1), "a waiting topic still takes its newest message");
        waiting.take();
        assertEquals(QUEUED, waiting.offer("d", "d", 1), "room again once one was taken");
    }

    @Test
    void refusesWhatWouldExceedTheBytesAndKeepsTheMessageItWouldHaveReplaced() {
        waiting.offer("a", "a1", 60);
        assertEquals(REFUSED, waiting.offer("b", "b1", 41));
        assertEquals(REFUSED, waiting.offer("a", "a2", 101), "a replacement larger than the whole budget");
        assertEquals(QUEUED, waiting.offer("b", "b1", 40));
        assertEquals(100, waiting.bytes());
        assertEquals(Optional.of("a1"), waiting.take());
        assertEquals(40, waiting.bytes());
    }
}
