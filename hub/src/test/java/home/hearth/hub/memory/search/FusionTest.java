package home.hearth.hub.memory.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Fusions by name, as the benches and settings read them, and what each needs. */
class FusionTest {
    @Test
    void namesReadBackAsTheFusionTheyName() {
        assertEquals(Fusion.RANKS, Fusion.parse("ranks"));
        assertEquals(Fusion.MIN_MAX, Fusion.parse("Min-Max"));
        assertEquals(Fusion.CEILING, Fusion.parse("ceiling"));
        assertEquals(new Fusion.Scores(0.75, 20, true), Fusion.parse("scores:0.75:20:raw"));
        assertEquals(new Fusion.Ranks(0.25, 0, 0), Fusion.parse("lead:0.25"));
        assertEquals(new Fusion.Ranks(0.25, 0.3, 2), Fusion.parse("lead:0.25:0.3:2"));
        for (Fusion f : new Fusion[] {Fusion.RANKS, Fusion.MIN_MAX, Fusion.CEILING, new Fusion.Scores(0.5, 3, false),
                new Fusion.Ranks(0.25, 0.3, 2)}) {
            assertEquals(f, Fusion.parse(f.toString()));
        }
    }

    @Test
    void aNameThatIsNoFusionIsRefusedSayingWhatIs() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Fusion.parse("scores:0.5:raw"));
        assertTrue(e.getMessage().contains("scores:CEILING_SHARE:SATURATION:raw|min-max"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Fusion.parse("scores:1.5:0:raw"));
        assertThrows(IllegalArgumentException.class, () -> Fusion.parse("lead:1.5"));
    }

    @Test
    void onlyAFusionOverTheCeilingAsksForIt() {
        assertFalse(Fusion.RANKS.readsCeiling());
        assertFalse(Fusion.MIN_MAX.readsCeiling());
        assertTrue(Fusion.CEILING.readsCeiling());
    }
}
