package home.hearth.hub.conversation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The household's configured time zone ({@code HEARTH_TIME_ZONE}), chosen many hours away from the
 * JVM's: the prompt's date and time are the household's, and "remind me at HH:MM" means HH:MM there.
 */
class HouseholdTimeZoneTest {
    private static final DateTimeFormatter HM = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);

    @TempDir
    Path dir;

    /** A zone at least five hours from the JVM's, so a wrong zone shows. */
    static ZoneId farFromTheJvm() {
        Instant now = Instant.now();
        int jvm = ZoneId.systemDefault().getRules().getOffset(now).getTotalSeconds();
        return List.of("Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu").stream().map(ZoneId::of)
                .filter(z -> Math.abs(z.getRules().getOffset(now).getTotalSeconds() - jvm) >= 5 * 3600).findFirst().orElseThrow();
    }

    /** What the hub says of "remind me at {@code at}" in {@code zone}: today if still ahead there, else tomorrow. */
    static String said(LocalTime at, Instant now, ZoneId zone) {
        LocalDate today = now.atZone(zone).toLocalDate();
        return today.atTime(at).atZone(zone).toInstant().isAfter(now) ? "at " + HM.format(at) : "tomorrow at " + HM.format(at);
    }

    @Test
    void thePromptAndRemindersUseTheHouseholdsZoneNotTheJvms() {
        ZoneId household = farFromTheJvm();
        try (ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
                RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_TIME_ZONE", household.getId(),
                        "HEARTH_LLM_URL", llm.baseUrl().toString(), "HEARTH_LLM_MODEL", "test-model"))) {
            llm.respondWith(r -> Reply.text("Fine."));
            Http olga = hub.member("olga", "adult", null);

            // A time of day whose next occurrence is today in one zone and tomorrow in the other.
            Instant now = Instant.now();
            LocalTime at = null;
            for (int h = 1; h < 24 && at == null; h++) {
                LocalTime t = now.atZone(household).plusHours(h).toLocalTime().truncatedTo(ChronoUnit.MINUTES);
                boolean clearOfNow = Duration.between(now.atZone(ZoneId.systemDefault()).toLocalTime(), t).abs().toMinutes() > 5;
                if (clearOfNow && !said(t, now, household).equals(said(t, now, ZoneId.systemDefault()))) {
                    at = t;
                }
            }
            assertTrue(at != null, "some time of day tells the zones apart");
            JsonNode bins = TimersTest.say(olga, "remind me at " + HM.format(at) + " to take out the bins", "kitchen");
            assertTrue(bins.get("reply").asText().startsWith("OK, I'll remind you " + said(at, now, household) + ": take out"),
                    "household zone " + household + ", JVM zone " + ZoneId.systemDefault() + ": " + bins);

            JsonNode tomorrow = TimersTest.say(olga, "remind me tomorrow at 8 to water the plants", "kitchen");
            assertTrue(tomorrow.get("reply").asText().contains("tomorrow at 08:00: water the plants"), tomorrow.toString());

            int mark = llm.requests().size();
            ZonedDateTime before = ZonedDateTime.now(household);
            TimersTest.say(olga, "Tell me something nice about the day", "kitchen");
            String system = llm.requests().get(mark).json().at("/messages/0/content").asText();
            String offset = before.getOffset().getId();
            assertTrue(system.contains("(time zone " + household.getId() + ", UTC" + offset + ")"), system);
            DateTimeFormatter day = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);
            assertTrue(system.contains(day.format(before)) || system.contains(day.format(ZonedDateTime.now(household))), system);
            assertEquals(1, List.of(before.getHour(), ZonedDateTime.now(household).getHour()).stream()
                    .filter(h -> system.contains(", %02d:".formatted(h))).limit(1).count(), "the household's hour: " + system);
        }
    }
}
