package home.hearth.hub.conversation.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.IntentReader;
import home.hearth.hub.conversation.intents.Language;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolEvidenceTest {
    private static final Instant AT = Instant.parse("2026-11-30T23:50:00Z");
    private static final Intent.StateQuestion LIGHT = new Intent.StateQuestion("kitchen light", Intent.Aspect.ANY, Language.EN);

    @Test
    void aDeviceReadingIsValidForTwoMinutesAndKeepsItsToolArgumentsAndDomain() {
        ToolEvidence e = ToolEvidence.deviceReading(LIGHT, "The kitchen light is on.", AT);
        assertEquals("device_state", e.tool());
        assertEquals("{\"device\":\"kitchen light\"}", e.arguments());
        assertEquals("devices", e.domain());
        assertTrue(e.validAt(AT.plusSeconds(119)));
        assertFalse(e.validAt(AT.plusSeconds(120)));
        assertThrows(IllegalArgumentException.class, () -> new ToolEvidence("device_state", LIGHT, "x", "devices", AT, AT));
    }

    @Test
    void theLogKeepsTheNewestReadingPerDeviceAndOnlyValidOnesCount() {
        EvidenceLog log = new EvidenceLog();
        log.add(ToolEvidence.deviceReading(LIGHT, "on", AT));
        log.add(ToolEvidence.deviceReading(new Intent.StateQuestion("front door", Intent.Aspect.LOCKED, Language.EN), "locked",
                AT.plusSeconds(60)));
        log.add(ToolEvidence.deviceReading(LIGHT, "off", AT.plusSeconds(90)));
        assertEquals("off", log.latest().orElseThrow().result());
        assertEquals(List.of("locked", "off"), log.validAt(AT.plusSeconds(100)).stream().map(ToolEvidence::result).toList());
        assertEquals(List.of("off"), log.validAt(AT.plusSeconds(181)).stream().map(ToolEvidence::result).toList());
    }

    @Test
    void followUpsAreReadInEnglishAndPortugueseWithoutTakingYesOrMemoryQuestions() {
        for (String again : List.of("check again", "Can you check it again?", "double check", "verifica outra vez", "vê de novo")) {
            assertEquals(new Intent.FollowUp(true, IntentReader.read(again).language()), IntentReader.read(again), again);
        }
        for (String sure : List.of("is that right?", "Are you sure?", "really?", "tens a certeza?", "é mesmo assim?")) {
            assertTrue(IntentReader.read(sure) instanceof Intent.FollowUp f && !f.again(), sure);
        }
        assertTrue(IntentReader.read("sure") instanceof Intent.Answer);
        assertTrue(IntentReader.read("is that my favourite colour?") instanceof Intent.MemoryQuestion);
    }
}
