package home.hearth.hub.conversation.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TemporalContextTest {
    private static final Instant NOW = Instant.parse("2026-11-30T23:40:00Z");
    private static final ZoneId LISBON = ZoneId.of("Europe/Lisbon");

    @Test
    void saysTheHouseholdsDateTimeAndZone() {
        assertEquals("It is now Monday 30 November 2026, 23:40 (time zone Europe/Lisbon, UTC+00:00).",
                TemporalContext.describe(NOW, LISBON, Optional.empty()));
        assertTrue(TemporalContext.describe(NOW, ZoneId.of("Asia/Tokyo"), Optional.empty())
                .startsWith("It is now Tuesday 1 December 2026, 08:40 (time zone Asia/Tokyo, UTC+09:00)."));
    }

    @Test
    void addsANoticeOnlyWhenMoreThanADayPassedSinceTheMembersLastTurn() {
        assertFalse(TemporalContext.describe(NOW, LISBON, Optional.of(NOW.minus(Duration.ofHours(23)))).contains("last spoke"));
        String later = TemporalContext.describe(NOW, LISBON, Optional.of(NOW.minus(Duration.ofDays(3))));
        assertTrue(later.contains("This member last spoke to you 3 days ago, on Friday 27 November 2026, 23:40"), later);
        String nextDay = TemporalContext.describe(NOW, LISBON, Optional.of(NOW.minus(Duration.ofHours(30))));
        assertTrue(nextDay.contains("30 hours ago"), nextDay);
    }
}
