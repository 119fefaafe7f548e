package home.hearth.hub.conversation.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionWindowTest {
    private static List<SessionMessage> exchange(int turns) {
        List<SessionMessage> all = new ArrayList<>();
        for (int i = 1; i <= turns * 2; i++) {
            all.add(new SessionMessage(i, i % 2 == 1 ? "user" : "assistant", "m" + i, Instant.EPOCH));
        }
        return all;
    }

    @Test
    void keepsTheLastFifteenStartingWithAQuestion() {
        List<SessionMessage> w = SessionWindow.of(exchange(20));
        assertEquals("user", w.get(0).role(), "an answer whose question fell out is dropped");
        assertEquals(14, w.size());
        assertEquals(40, w.getLast().seq());
    }

    @Test
    void neverKeepsFewerThanTenEvenWhenAskedFor() {
        assertEquals(10, SessionWindow.of(exchange(20), 4).size());
        assertEquals(6, SessionWindow.of(exchange(3)).size());
    }

    @Test
    void summarisesOnlyWhatIsOlderThanTheWindowAndNotYetSummarised() {
        List<SessionMessage> all = exchange(20);
        assertEquals(25, SessionWindow.toSummarise(all, 0).size());
        assertEquals(15, SessionWindow.toSummarise(all, 10).size());
        assertEquals(0, SessionWindow.toSummarise(all, 25).size());
    }
}
