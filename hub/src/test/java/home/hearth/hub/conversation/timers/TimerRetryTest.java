package home.hearth.hub.conversation.timers;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.policies.Decision;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A timer whose firing throws (here its announcer; in a hub, the database at that moment) is tried again, not dropped
 * until the next start: it stayed active in the table with nothing to fire it. One that fell due while the hub was down
 * is tried again after the start until its room's speaker connects.
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
            await("finished once announced").atMost(Duration.ofSeconds(10))
                    .until(() -> timers.active(Optional.empty(), "kitchen").isEmpty());
        }
    }

    /**
     * A timer whose end the database does not take just after it was spoken (busy) is recorded on the retry without
     * being spoken again: before, the retry announced it a second time.
     */
    @Test
    void aTimerSpokenWhoseEndTheDatabaseRefusesOnceIsNotSpokenAgain() {
        List<String> said = new CopyOnWriteArrayList<>();
        try (MemoryFixture f = new MemoryFixture(dir);
                Timers timers = new Timers(refusingOnce(f.db.dataSource(), "SET status = 'announced'"), f.cipher,
                        (room, text) -> {
                            said.add(text);
                            return Decision.allow("spoken");
                        }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            timers.add(new Timer("t-5", Optional.empty(), "kitchen", Timer.Kind.TIMER, "pasta", Language.EN,
                    f.clock.instant(), f.clock.instant()));
            await().atMost(Duration.ofSeconds(30)).until(() -> timers.active(Optional.empty(), "kitchen").isEmpty());
            assertEquals(List.of("Time's up: your timer for pasta is done."), said, "spoken once");
            assertEquals(1, timers.justDone(Optional.empty(), "kitchen").size(), "recorded as announced");
        }
    }

    /** The data source, whose first statement containing {@code sql} fails as a busy database does. */
    private static javax.sql.DataSource refusingOnce(javax.sql.DataSource db, String sql) {
        AtomicBoolean refused = new AtomicBoolean();
        return (javax.sql.DataSource) java.lang.reflect.Proxy.newProxyInstance(TimerRetryTest.class.getClassLoader(),
                new Class<?>[] {javax.sql.DataSource.class}, (proxy, method, args) -> {
                    Object r = invoke(db, method, args);
                    if (!(r instanceof java.sql.Connection c)) {
                        return r;
                    }
                    return java.lang.reflect.Proxy.newProxyInstance(TimerRetryTest.class.getClassLoader(),
                            new Class<?>[] {java.sql.Connection.class}, (p, m, a) -> {
                                if (m.getName().equals("prepareStatement") && a[0] instanceof String s && s.contains(sql)
                                        && refused.compareAndSet(false, true)) {
                                    throw new java.sql.SQLException("database is locked");
                                }
                                return invoke(c, m, a);
                            });
                });
    }

    private static Object invoke(Object target, java.lang.reflect.Method m, Object[] args) throws Throwable {
        try {
            return m.invoke(target, args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * A timer goes off when the clock says, even when the clock jumps (a Pi without a battery clock sets its time from
     * the network after it started): before, it waited the scheduler's delay measured when it was set, an hour here.
     */
    @Test
    void aTimerGoesOffWhenTheClockReachesItsTimeEvenAfterTheClockJumps() {
        List<String> said = new CopyOnWriteArrayList<>();
        try (MemoryFixture f = new MemoryFixture(dir);
                Timers timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> {
                    said.add(text);
                    return Decision.allow("spoken");
                }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            Timer t = timers.add(new Timer("t-3", Optional.empty(), "kitchen", Timer.Kind.TIMER, "1 hour", Language.EN,
                    f.clock.instant().plus(Duration.ofHours(1)), f.clock.instant()));
            f.clock.advance(Duration.ofHours(1));
            await().atMost(Duration.ofSeconds(10)).until(() -> !said.isEmpty());
            assertEquals(List.of("Time's up: your timer for 1 hour is done."), said);
            await().atMost(Duration.ofSeconds(10)).until(() -> !timers.justDone(Optional.empty(), "kitchen").isEmpty());
            assertEquals(List.of(t), timers.justDone(Optional.empty(), "kitchen").stream().map(Timers.Done::timer).toList());
            f.clock.advance(Timers.JUST_DONE.plusSeconds(1));
            assertEquals(List.of(), timers.justDone(Optional.empty(), "kitchen"), "no longer just gone off");
        }
    }

    /**
     * A timer that has just gone off is still "just gone off" after a restart (a cancel then answers "Too late: … went
     * off at …"), for {@link Timers#JUST_DONE} only: before, the list was kept in memory and a restart emptied it.
     */
    @Test
    void aTimerThatHasJustGoneOffIsStillKnownAfterARestartForAShortWhile() {
        List<String> said = new CopyOnWriteArrayList<>();
        Timer t;
        home.hearth.hub.database.DatabaseKey key;
        try (MemoryFixture f = new MemoryFixture(dir);
                Timers timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> {
                    said.add(text);
                    return Decision.allow("spoken");
                }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            key = f.key;
            t = timers.add(new Timer("t-4", Optional.empty(), "kitchen", Timer.Kind.TIMER, "10 minutes", Language.EN,
                    f.clock.instant(), f.clock.instant()));
            await().atMost(Duration.ofSeconds(10)).until(() -> !timers.justDone(Optional.empty(), "kitchen").isEmpty());
            assertEquals(1, said.size(), "announced once");
        }
        try (MemoryFixture f = MemoryFixture.reopen(dir, key);
                Timers timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.allow("spoken"),
                        new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            f.clock.advance(Duration.ofMinutes(2));
            List<Timers.Done> done = timers.justDone(Optional.empty(), "kitchen");
            assertEquals(List.of(t), done.stream().map(Timers.Done::timer).toList(), "kept across the restart");
            assertEquals(java.time.Instant.parse("2026-07-15T10:00:00Z"), done.get(0).at(), "when it went off");
            assertEquals(List.of(), timers.justDone(Optional.empty(), "living-room"), "only the room's own");
            f.clock.advance(Timers.JUST_DONE);
            assertEquals(List.of(), timers.justDone(Optional.empty(), "kitchen"), "no longer just gone off");
        }
    }

    /**
     * Waiting timers share one check of the clock: fifty timers an hour away make the timers' thread read the clock
     * about as often as one timer does. Before, each waiting timer woke the thread once a second on its own, fifty times
     * as often. (The two counts are compared with each other, not with the time that passed.)
     */
    @Test
    void fiftyWaitingTimersWakeTheTimersThreadNoMoreOftenThanOne() {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            ThreadReads one = new ThreadReads(f.clock);
            ThreadReads many = new ThreadReads(f.clock);
            try (Timers single = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.allow("spoken"),
                            new TimerWording(ZoneOffset.UTC), one).start();
                    Timers fifty = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.allow("spoken"),
                            new TimerWording(ZoneOffset.UTC), many).start()) {
                java.time.Instant in = f.clock.instant().plus(Duration.ofHours(1));
                single.add(new Timer("one", Optional.empty(), "kitchen", Timer.Kind.TIMER, "1 hour", Language.EN, in,
                        f.clock.instant()));
                for (int i = 0; i < 50; i++) {
                    fifty.add(new Timer("fifty-" + i, Optional.empty(), "hall", Timer.Kind.TIMER, "1 hour", Language.EN, in,
                            f.clock.instant()));
                }
                await().atMost(Duration.ofSeconds(30)).until(() -> one.reads() >= 3);
                int o = one.reads();
                int m = many.reads();
                assertTrue(m <= 3 * o + 3, "fifty waiting timers read the clock " + m + " times while one timer did " + o);
            }
        }
    }

    /** The clock, counting its reads on the timers' own thread. */
    private static final class ThreadReads extends java.time.Clock {
        private final java.time.Clock clock;
        private final AtomicInteger reads = new AtomicInteger();

        ThreadReads(java.time.Clock clock) {
            this.clock = clock;
        }

        int reads() {
            return reads.get();
        }

        @Override
        public java.time.Instant instant() {
            if (Thread.currentThread().getName().equals("hearth-timers")) {
                reads.incrementAndGet();
            }
            return clock.instant();
        }

        @Override
        public java.time.ZoneId getZone() {
            return clock.getZone();
        }

        @Override
        public java.time.Clock withZone(java.time.ZoneId zone) {
            return clock.withZone(zone);
        }
    }

    /**
     * A cancel that lands while the timer is being announced waits for the announcement and says it came too late:
     * before, it was answered "cancelled" and the timer was announced all the same.
     */
    @Test
    void aCancelDuringTheAnnouncementIsNotAnsweredCancelled() throws Exception {
        CountDownLatch speaking = new CountDownLatch(1);
        CountDownLatch finishSpeaking = new CountDownLatch(1);
        try (MemoryFixture f = new MemoryFixture(dir);
                Timers timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> {
                    speaking.countDown();
                    try {
                        finishSpeaking.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Decision.allow("spoken");
                }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
            Timer t = timers.add(new Timer("t-2", Optional.empty(), "kitchen", Timer.Kind.TIMER, "pasta", Language.EN,
                    f.clock.instant(), f.clock.instant()));
            assertTrue(speaking.await(30, TimeUnit.SECONDS), "the timer is being announced");
            CompletableFuture<Boolean> cancelled = CompletableFuture.supplyAsync(() -> timers.cancel(t));
            Thread.sleep(200); // give a cancel that does not wait the time to answer
            finishSpeaking.countDown();
            assertFalse(cancelled.get(30, TimeUnit.SECONDS), "it was announced, so it was not cancelled");
        }
    }

    /**
     * Timers start before the web server, so no room's microphone is connected when they fire at start: a reminder
     * that fell due more than 10 minutes before the restart was marked missed at once and never spoken.
     */
    @Test
    void aReminderDueLongBeforeARestartIsAnnouncedWhenTheRoomsSpeakerConnectsAfterTheStart() {
        List<String> said = new CopyOnWriteArrayList<>();
        AtomicInteger tries = new AtomicInteger();
        AtomicBoolean connected = new AtomicBoolean();
        try (MemoryFixture f = new MemoryFixture(dir)) {
            try (Timers before = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.deny("not yet due"),
                    new TimerWording(ZoneOffset.UTC), f.clock).start()) {
                before.add(new Timer("r-1", Optional.empty(), "kitchen", Timer.Kind.REMINDER, "take the pills",
                        Language.EN, f.clock.instant().plus(Duration.ofMinutes(30)), f.clock.instant()));
            }
            f.clock.advance(Duration.ofHours(1)); // the hub was down; back 30 minutes after the reminder was due
            try (Timers again = new Timers(f.db.dataSource(), f.cipher, (room, text) -> {
                tries.incrementAndGet();
                if (!connected.get()) {
                    return Decision.deny("no speaker in the " + room);
                }
                said.add(room + ": " + text);
                return Decision.allow("spoken");
            }, new TimerWording(ZoneOffset.UTC), f.clock).start()) {
                await("fired at the start").atMost(Duration.ofSeconds(10)).until(() -> tries.get() > 0);
                connected.set(true); // the kitchen's microphone connects once the web server is up
                await("announced").atMost(Duration.ofSeconds(30)).until(() -> !said.isEmpty());
                assertEquals(List.of("kitchen: Reminder: take the pills. (It was due at 10:30.)"), said);
                // the table is updated just after the announcement returns
                await("finished once announced").atMost(Duration.ofSeconds(10))
                        .until(() -> again.active(Optional.empty(), "kitchen").isEmpty());
            }
        }
    }
}
