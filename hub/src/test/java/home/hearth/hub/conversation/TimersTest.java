package home.hearth.hub.conversation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ShiftedClock;
import home.hearth.hub.web.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Timers and reminders per member and room: announced in the room when due, kept encrypted, surviving a restart. */
class TimersTest {
    @TempDir
    Path dir;

    static JsonNode say(Http who, String text, String room) {
        var r = who.post("/api/v1/turns", Json.write(room == null ? Map.of("text", text) : Map.of("text", text, "room", room)));
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    @Test
    void timersAndRemindersAreAnnouncedListedCancelledAndSurviveARestart() throws Exception {
        List<String> kitchen = new CopyOnWriteArrayList<>();
        try (RunningHub hub = RunningHub.start(dir)) {
            Http olga = hub.member("olga", "adult", null);
            Http rui = hub.member("rui", "adult", null);
            hub.speakers().register("kitchen", kitchen::add);
            JsonNode set = say(olga, "set a timer for 2 seconds", "kitchen");
            assertTrue(set.get("reply").asText().startsWith("Timer set for 2 seconds"), set.toString());
            await().atMost(Duration.ofSeconds(20)).until(() -> kitchen.contains("Time's up: your timer for 2 seconds is done."));

            // the speaker's connection drops as the timer fires: the timer is tried again, not lost
            AtomicInteger tries = new AtomicInteger();
            hub.speakers().register("kitchen", text -> {
                if (tries.incrementAndGet() == 1) {
                    throw new UncheckedIOException(new IOException("the kitchen speaker's connection dropped"));
                }
                kitchen.add(text);
            });
            say(olga, "set a timer for 1 second", "kitchen");
            await().atMost(Duration.ofSeconds(30)).until(() -> kitchen.contains("Time's up: your timer for 1 second is done."));
            assertEquals(2, tries.get(), "announced at the second try");

            JsonNode bins = say(olga, "remind me tomorrow at 8 to take out the bins", "kitchen");
            assertTrue(bins.get("reply").asText().contains("tomorrow at 08:00: take out the bins"), bins.toString());
            JsonNode lixo = say(olga, "lembra-me amanhã às 8 de pôr o lixo lá fora", "kitchen");
            assertTrue(lixo.get("reply").asText().contains("amanhã às 08:00: pôr o lixo lá fora"), lixo.toString());
            say(olga, "set a timer for ten minutes", "kitchen");
            JsonNode listed = say(olga, "what timers are on?", "kitchen");
            assertTrue(listed.get("reply").asText().startsWith("3 are on"), listed.toString());
            assertTrue(listed.get("reply").asText().contains("10 minutes"), listed.toString());
            assertTrue(say(rui, "what timers are on?", "kitchen").get("reply").asText().startsWith("No timers"),
                    "another member's timers are not theirs");
            JsonNode cancelled = say(olga, "cancel the timer", "kitchen");
            assertTrue(cancelled.get("reply").asText().contains("Cancelled: a 10 minutes timer"), cancelled.toString());
            say(olga, "set a timer for 15 seconds", "kitchen");
            assertTrue(say(olga, "que lembretes tenho?", "kitchen").get("reply").asText().startsWith("Há 3"));
        }
        Plaintext.assertAbsent(dir, "take out the bins");
        kitchen.clear();
        try (RunningHub again = RunningHub.start(dir)) {
            again.speakers().register("kitchen", kitchen::add);
            await().atMost(Duration.ofSeconds(60)).until(() -> kitchen.stream().anyMatch(s -> s.contains("15 seconds")));
            Http olga = again.signIn("olga", "olga-password-123");
            JsonNode listed = say(olga, "what reminders do I have?", "kitchen");
            assertTrue(listed.get("reply").asText().contains("take out the bins"), listed.toString());
            assertFalse(listed.get("reply").asText().contains("10 minutes"), "the cancelled timer stays cancelled: " + listed);
        }
    }

    /**
     * Cancelling a timer or reminder that has just gone off says it is too late, and when it went off, in the language it
     * was asked in; a few minutes on, or for another member, there is simply nothing to cancel. The hub runs on a
     * clock the test moves: the timer goes off when the clock says, not when the scheduler's own wait ends.
     */
    @Test
    void cancellingATimerThatHasJustGoneOffSaysItIsTooLateInEnglishAndPortuguese() {
        ShiftedClock clock = new ShiftedClock();
        List<String> kitchen = new CopyOnWriteArrayList<>();
        try (RunningHub hub = RunningHub.start(dir, Map.of(), VoiceParts.CONFIGURED, clock)) {
            Http olga = hub.member("olga", "adult", null);
            Http rui = hub.member("rui", "adult", null);
            hub.speakers().register("kitchen", kitchen::add);

            say(olga, "set a timer for 10 minutes", "kitchen");
            clock.moveForward(Duration.ofMinutes(10));
            await().atMost(Duration.ofSeconds(20)).until(() -> kitchen.contains("Time's up: your timer for 10 minutes is done."));
            String late = say(olga, "cancel the timer", "kitchen").get("reply").asText();
            assertTrue(late.matches("Too late: your timer for 10 minutes went off at \\d\\d:\\d\\d\\."), late);
            assertTrue(say(rui, "cancel the timer", "kitchen").get("reply").asText().startsWith("There is no timer"),
                    "another member's timer is not his to hear about");

            say(olga, "põe um temporizador de 5 minutos", "kitchen");
            clock.moveForward(Duration.ofMinutes(5));
            await().atMost(Duration.ofSeconds(20)).until(() -> kitchen.contains("Acabou o temporizador de 5 minutos."));
            String tarde = say(olga, "cancela o temporizador", "kitchen").get("reply").asText();
            assertTrue(tarde.matches("Tarde demais: o temporizador de 5 minutos já tocou às \\d\\d:\\d\\d\\."), tarde);

            say(olga, "remind me in 2 minutes to check the oven", "kitchen");
            clock.moveForward(Duration.ofMinutes(2));
            await().atMost(Duration.ofSeconds(20)).until(() -> kitchen.contains("Reminder: check the oven."));
            String reminder = say(olga, "cancel the reminder", "kitchen").get("reply").asText();
            assertTrue(reminder.startsWith("Too late: your reminder “check the oven” went off at "), reminder);

            clock.moveForward(Duration.ofMinutes(10));
            assertTrue(say(olga, "cancel the timer", "kitchen").get("reply").asText().startsWith("There is no timer"),
                    "ten minutes later it has not just gone off");
            assertTrue(say(olga, "cancela o temporizador", "kitchen").get("reply").asText().startsWith("Não há temporizadores"));
        }
    }

    @Test
    void aTimerWithoutARoomAsksWhereToAnnounceItAndAPastTimeIsSaid() {
        try (RunningHub hub = RunningHub.start(dir)) {
            Http olga = hub.member("olga", "adult", null);
            JsonNode noRoom = say(olga, "set a timer for ten minutes", null);
            assertTrue(noRoom.get("reply").asText().startsWith("Which room"), noRoom.toString());
            assertTrue(say(olga, "what timers are on?", null).get("reply").asText().startsWith("No timers"));
            assertTrue(say(olga, "cancel the timer", "kitchen").get("reply").asText().startsWith("There is no timer"));
        }
    }
}
