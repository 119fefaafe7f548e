package home.hearth.hub.conversation.timers;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A timer that is over (announced, missed, cancelled) is deleted, label and all, {@link Timers#KEEP_FINISHED} after it
 * ended: before, its row stayed in the table for good (only erasing its member deleted it). Running timers stay, and so
 * do timers that ended recently (a cancel just after one went off reads them).
 */
class FinishedTimersTest {
    private static final Optional<MemberId> ALICE = Optional.of(MemberId.of("alice"));
    private static final Optional<MemberId> BOB = Optional.of(MemberId.of("bob"));

    @TempDir
    Path dir;

    @Test
    void timersOverForLongerThanTheRetentionAreDeletedAtStartAndTheRestStay() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            try (Timers timers = timers(f)) {
                timers.add(timer(ALICE, "a-done", "kitchen", f.clock.instant()));
                Timer cancelled = timers.add(timer(ALICE, "a-cancelled", "kitchen", f.clock.instant().plus(Duration.ofHours(2))));
                assertTrue(timers.cancel(cancelled));
                timers.add(timer(BOB, "b-missed", "garage", f.clock.instant()));
                timers.add(timer(BOB, "b-running", "kitchen", f.clock.instant().plus(Duration.ofDays(1))));
                await("announced").atMost(Duration.ofSeconds(10)).until(() -> "announced".equals(rows(f).get("a-done")));
                f.clock.advance(Timers.KEEP_TRYING.plusMinutes(1)); // the garage has no speaker: missed at the next try
                await("missed").atMost(Duration.ofSeconds(30)).until(() -> "missed".equals(rows(f).get("b-missed")));

                f.clock.advance(Timers.KEEP_FINISHED.plusMinutes(1));
                timers.add(timer(BOB, "b-recent", "kitchen", f.clock.instant()));
                Timer later = timers.add(timer(ALICE, "a-later", "kitchen", f.clock.instant().plus(Duration.ofHours(3))));
                await("announced").atMost(Duration.ofSeconds(10)).until(() -> "announced".equals(rows(f).get("b-recent")));
                assertTrue(timers.cancel(later), "alice cancels her own reminder");
                assertEquals(Map.of("a-cancelled", "cancelled", "a-done", "announced", "a-later", "cancelled",
                        "b-missed", "missed", "b-recent", "announced", "b-running", "active"), rows(f),
                        "alice's cancel leaves bob's timers as they were");
            }
            f.clock.advance(Timers.JUST_DONE.minusSeconds(1));
            try (Timers again = timers(f)) {
                assertEquals(Map.of("a-later", "cancelled", "b-recent", "announced", "b-running", "active"), rows(f),
                        "after a restart, only timers that ended less than " + Timers.KEEP_FINISHED + " ago, and running ones");
                assertEquals(List.of("b-recent"), again.justDone(BOB, "kitchen").stream().map(d -> d.timer().id()).toList(),
                        "a timer that has just gone off is still known as such");
                assertEquals(List.of("b-running"), again.active(BOB, "kitchen").stream().map(Timer::id).toList());
            }
        }
    }

    @Test
    void timersOverForLongerThanTheRetentionAreDeletedWhileTheHubRuns() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir); Timers timers = timers(f)) {
            timers.add(timer(ALICE, "a-done", "kitchen", f.clock.instant()));
            timers.add(timer(BOB, "b-running", "kitchen", f.clock.instant().plus(Duration.ofDays(1))));
            await("announced").atMost(Duration.ofSeconds(10)).until(() -> "announced".equals(rows(f).get("a-done")));
            f.clock.advance(Timers.KEEP_FINISHED);
            assertEquals(0, timers.deleteFinished(), "ended exactly " + Timers.KEEP_FINISHED + " ago: kept");
            f.clock.advance(Duration.ofSeconds(1));
            assertEquals(1, timers.deleteFinished());
            assertEquals(Map.of("b-running", "active"), rows(f));
        }
    }

    /**
     * Timers that ended before the hub knew when (an older hub) are counted from when they were announced, else from
     * the upgrade: none is deleted before it is {@link Timers#KEEP_FINISHED} old, none is kept for good.
     */
    @Test
    void timersThatEndedUnderAnOlderHubAreCountedFromTheirAnnouncementOrTheUpgrade() throws Exception {
        DatabaseKey key;
        try (MemoryFixture f = new MemoryFixture(dir)) {
            key = f.key;
            try (Timers timers = timers(f)) {
                timers.add(timer(ALICE, "a-done", "kitchen", f.clock.instant()));
                assertTrue(timers.cancel(timers.add(timer(BOB, "b-cancelled", "kitchen", f.clock.instant().plusSeconds(600)))));
                await("announced").atMost(Duration.ofSeconds(10)).until(() -> "announced".equals(rows(f).get("a-done")));
            }
            try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement()) {
                s.execute("ALTER TABLE conversation_timers DROP COLUMN finished_at"); // as an older hub left it
                s.execute("DELETE FROM schema_version WHERE module = 'hub' AND version = 14");
            }
        }
        try (MemoryFixture f = MemoryFixture.reopen(dir, key)) { // migrated again on opening
            Map<String, String> ended = column(f, "finished_at");
            assertEquals(column(f, "announced_at").get("a-done"), ended.get("a-done"), "when it was announced");
            assertTrue(Instant.parse(ended.get("b-cancelled")).isAfter(Instant.now().minusSeconds(60)),
                    "when it was cancelled is not known: the upgrade, " + ended.get("b-cancelled"));
        }
    }

    /** Timers announced in the kitchen; the garage has no speaker. */
    private static Timers timers(MemoryFixture f) {
        return new Timers(f.db.dataSource(), f.cipher, (room, text) -> room.equals("kitchen") ? Decision.allow("spoken")
                : Decision.deny("no speaker in the " + room), new TimerWording(ZoneOffset.UTC), f.clock).start();
    }

    private static Timer timer(Optional<MemberId> member, String id, String room, Instant due) {
        return new Timer(id, member, room, Timer.Kind.REMINDER, "label of " + id, Language.EN, due, due.minusSeconds(60));
    }

    /** Every row of the table, read straight from the encrypted database: id → status. */
    private static Map<String, String> rows(MemoryFixture f) throws Exception {
        return column(f, "status");
    }

    private static Map<String, String> column(MemoryFixture f, String column) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT id, " + column + " FROM conversation_timers")) {
            while (r.next()) {
                out.put(r.getString(1), r.getString(2));
            }
        }
        return out;
    }
}
