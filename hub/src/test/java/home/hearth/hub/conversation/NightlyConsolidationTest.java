package home.hearth.hub.conversation;

import static home.hearth.hub.conversation.MemoryExtractionTest.memories;
import static home.hearth.hub.conversation.ProfileConsolidationTest.PROFILE;
import static home.hearth.hub.conversation.ProfileConsolidationTest.summaries;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.ScriptedOpenAiServer;
import home.hearth.hub.testing.ScriptedOpenAiServer.Reply;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The nightly run: at {@code conversation.nightly-at} (household time) everyone heard since the night
 * before gets their profile consolidated, even when none of their sessions has ended.
 */
class NightlyConsolidationTest {
    /** Long enough for the hub to start and a member to speak before the night comes. */
    private static final int SECONDS_TO_NIGHT = 45;

    @TempDir
    Path dir;

    @Test
    void atTheNightlyTimeTheProfilesOfThoseHeardAreConsolidatedWithoutASessionEnding() {
        ScriptedOpenAiServer llm = ScriptedOpenAiServer.start();
        llm.respondWith(r -> r.promptText().contains(MemoryExtractionTest.EXTRACTION) ? Reply.text(memories())
                : r.promptText().contains(PROFILE) ? Reply.text("Olga's sister lives in Porto.") : Reply.text("Fine."));
        LocalTime night = LocalTime.now(ZoneOffset.UTC).plusSeconds(SECONDS_TO_NIGHT).truncatedTo(ChronoUnit.SECONDS);
        try (llm; RunningHub hub = RunningHub.start(dir, Map.of("HEARTH_LLM_URL", llm.baseUrl().toString(),
                "HEARTH_LLM_MODEL", "test-model", "HEARTH_TIME_ZONE", "UTC", "HEARTH_NIGHTLY_AT", night.toString(),
                // No session ends in this test: only the nightly run can consolidate.
                "HEARTH_SESSION_IDLE", "12h"))) {
            Http olga = hub.member("olga", "adult", null);
            Http bruno = hub.member("bruno", "adult", null);
            MemoryIntentsTest.rememberKept(olga, "remember that my sister lives in Porto");
            LocalTime spoke = LocalTime.now(ZoneOffset.UTC);
            assertTrue(spoke.isBefore(night) || spoke.isAfter(night.plusHours(1)),
                    "the member spoke at " + spoke + ", after the nightly run at " + night + ": the machine was too slow for this test");
            assertEquals(0, summaries(olga).size(), "no profile before the night: " + summaries(olga));

            await().atMost(Duration.ofSeconds(SECONDS_TO_NIGHT + 60)).until(() -> summaries(olga).size() == 1);
            assertEquals("Olga's sister lives in Porto.", summaries(olga).get(0).get("text").asText());
            assertEquals(1, ProfileConsolidationTest.consolidations(llm).size(), "one run, for the one member heard");
            assertEquals(0, summaries(bruno).size(), "bruno said nothing: nothing to consolidate");
        }
    }
}
