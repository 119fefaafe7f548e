package home.hearth.hub;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.profiles.members.PresenceSetting;
import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The minute's rule of presence events decided once per recognition, one recognition at a time in the order heard,
 * and no room thread waiting behind a publish: a publish that waits must not hold back the member's recognition in
 * another room (whose event goes out after it: {@code PresenceEventOrderTest} shows both on the real broker). Her setting is real (an encrypted household
 * database); the broker's side is a stand-in that records each publish, since a publish that waits until the test lets
 * it go cannot be made with the real client (it hands the message to Paho and returns).
 */
class MemberPresenceEventsTest {
    private static final MemberId BRUNO = MemberId.of("bruno");
    @TempDir
    Path dir;
    /** Each publish, as {@code member@room}, in the order they were asked for. */
    private final List<String> published = new CopyOnWriteArrayList<>();
    /** Whether the broker took a publish, by room; it may wait first. */
    private volatile Predicate<String> broker = room -> true;
    private final CountDownLatch kitchenPublishing = new CountDownLatch(1);
    private final CountDownLatch releaseKitchen = new CountDownLatch(1);
    private final ExecutorService rooms = Executors.newFixedThreadPool(8, r -> new Thread(r, "room-audio-test"));
    private TestHousehold home;
    private PresenceSetting setting;
    private MemberPresenceEvents presence;

    @BeforeEach
    void brunoLetsAutomationsKnow() {
        home = new TestHousehold(dir).withFamily();
        setting = new PresenceSetting(home.db);
        setting.set(BRUNO, true);
        presence = new MemberPresenceEvents(setting, this::publish, home.clock);
    }

    @AfterEach
    void stop() throws InterruptedException {
        releaseKitchen.countDown();
        rooms.shutdown();
        rooms.awaitTermination(30, TimeUnit.SECONDS);
    }

    @Test
    void aPublishThatWaitsDoesNotHoldBackHerRecognitionInAnotherRoomWhoseEventWaitsItsTurn() throws Exception {
        CompletableFuture<Void> kitchen = recognisedWhileTheKitchensPublishWaits(true);
        CompletableFuture<Void> hall = heard("hall");
        await().until(hall::isDone);
        assertEquals(List.of("bruno@kitchen"), published, "the hall's event goes out after the kitchen's");
        releaseKitchen.countDown();
        kitchen.get();
        assertEquals(List.of("bruno@kitchen", "bruno@hall"), published);
    }

    @Test
    void aSecondRecognitionInTheRoomWhileItsEventIsOnItsWayIsInsideTheMinute() throws Exception {
        CompletableFuture<Void> kitchen = recognisedWhileTheKitchensPublishWaits(true);
        CompletableFuture<Void> again = heard("kitchen");
        await().until(again::isDone);
        releaseKitchen.countDown();
        kitchen.get();
        assertEquals(List.of("bruno@kitchen"), published);
    }

    @Test
    void aPublishThatFailsLeavesANewerEventInPlace() throws Exception {
        CompletableFuture<Void> kitchen = recognisedWhileTheKitchensPublishWaits(false);
        CompletableFuture<Void> hall = heard("hall");
        await().until(hall::isDone);
        releaseKitchen.countDown();
        kitchen.get();
        presence.verified(BRUNO, "hall");
        assertEquals(List.of("bruno@kitchen", "bruno@hall"), published, "the hall's event is still her last");
    }

    @Test
    void aPublishThatFailsLeavesTheNextRecognitionFreeToTryAgain() {
        AtomicInteger tries = new AtomicInteger();
        broker = room -> tries.incrementAndGet() > 1;
        presence.verified(BRUNO, "kitchen");
        presence.verified(BRUNO, "kitchen");
        presence.verified(BRUNO, "kitchen");
        assertEquals(List.of("bruno@kitchen", "bruno@kitchen"), published);
    }

    @Test
    void aRoomHearingHerFromManyThreadsAtOnceSendsOneEvent() throws Exception {
        for (int round = 0; round < 20; round++) {
            String room = "room-" + round;
            CyclicBarrier together = new CyclicBarrier(8);
            List<CompletableFuture<Void>> heard = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                heard.add(CompletableFuture.runAsync(() -> {
                    meet(together);
                    presence.verified(BRUNO, room);
                }, rooms));
            }
            CompletableFuture.allOf(heard.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            assertEquals(1, published.stream().filter(("bruno@" + room)::equals).count(), published.toString());
        }
    }

    @Test
    void twoRecognitionsDecidingOnTheSameEntryAtOnceSendOneEvent() throws Exception {
        MemberPresenceEvents meeting = new MemberPresenceEvents(setting, this::publish, new MeetingClock(2));
        List<Thread> heard = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            heard.add(Thread.ofPlatform().name("room-audio-" + i).start(() -> meeting.verified(BRUNO, "kitchen")));
        }
        for (Thread t : heard) {
            t.join();
        }
        assertEquals(List.of("bruno@kitchen"), published);
    }

    private boolean publish(MemberId member, String room, Decision policy) {
        assertTrue(policy.allowed(), policy.reason());
        published.add(member.value() + "@" + room);
        return broker.test(room);
    }

    private CompletableFuture<Void> heard(String room) {
        return CompletableFuture.runAsync(() -> presence.verified(BRUNO, room), rooms);
    }

    /** Bruno is heard in the kitchen; its publish waits until the test releases it, then returns {@code sent}. */
    private CompletableFuture<Void> recognisedWhileTheKitchensPublishWaits(boolean sent) throws InterruptedException {
        broker = room -> {
            if (!room.equals("kitchen")) {
                return true;
            }
            kitchenPublishing.countDown();
            try {
                releaseKitchen.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return sent;
        };
        CompletableFuture<Void> kitchen = heard("kitchen");
        assertTrue(kitchenPublishing.await(30, TimeUnit.SECONDS), "the kitchen's publish started");
        return kitchen;
    }

    private static void meet(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Holds each thread at its first reading of the time (the decision's) until {@code parties} threads have come
     * that far, so that all of them have read her entry before any decides. Deciding one recognition at a time, the
     * others cannot come, and the wait ends by itself.
     */
    private static final class MeetingClock extends Clock {
        private final CountDownLatch allRead;
        private final ThreadLocal<Integer> readings = ThreadLocal.withInitial(() -> 0);

        MeetingClock(int parties) {
            allRead = new CountDownLatch(parties);
        }

        @Override
        public Instant instant() {
            readings.set(readings.get() + 1);
            if (readings.get() == 1) {
                allRead.countDown();
                try {
                    allRead.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return Instant.parse("2026-11-30T08:00:00Z");
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException();
        }
    }
}
