package home.hearth.hub.conversation.timers;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.policies.Decision;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A timer whose firing throws (here its announcer; in a hub, the database at that moment) is tried again, not dropped
 * until the next start: it stayed active in the table with nothing to fire it.
 */
class TimerRetryTest {
    @TempDir
    Path dir;

    @Test
    void aTimerWhoseFiringThrowsIsTriedAgainAndAnnouncedOnce() {
        AtomicInteger tries = new AtomicInteger();
        List<String> said = new CopyOnWriteArrayList<>();
        try (MemoryFixture f = new MemoryFixture(dir);
                Timers timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> {
                    if (tries.incrementAndGet() == 1) {
                        throw new IllegalStateException("database is locked");
                    }
                    said.add(room + ": " + text);
                    return Decision.allow("spoken");
                }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            timers.add(new Timer("t-1", Optional.empty(), "kitchen", Timer.Kind.TIMER, "2 minutes", Language.EN,
                    f.clock.instant(), f.clock.instant()));
            await().atMost(Duration.ofSeconds(30)).until(() -> !said.isEmpty());
            assertEquals(2, tries.get(), "announced at the second try");
            assertEquals(List.of(), timers.active(Optional.empty(), "kitchen"), "finished once announced");
        }
    }
}
