package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static home.hearth.hub.memory.MemoryFixture.BOB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemorySearchResult;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order of a search weighs how recently and how often the searcher themselves retrieved each memory, never
 * anybody else: were it everybody's use, Carol's order of the household's memories would move with Bob's questions,
 * and she could tell what he asked the hub, and when. A real encrypted database, index and model.
 */
class OwnUseRankingTest {
    static final Principal CAROL = Principal.verified(MemberId.of("carol"), Role.ADULT);
    private static final String QUESTION = "where is the spare key";
    @TempDir
    Path dir;
    private MemoryFixture f;
    private Memory shed;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        f.remember(ALICE, "household", "The spare key for the back door is under the doormat");
        shed = f.remember(ALICE, "household", "The spare key for the garden shed is in the blue box");
        f.remember(ALICE, "household", "The spare key for the car hangs on the hook by the door");
        f.remember(ALICE, "household", "The spare key for the garage is in the kitchen drawer");
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void anotherMembersRetrievalsLeaveCarolsOrderAsItWasWhileBobsOwnOrderFollowsThem() {
        List<String> carolsBefore = order(CAROL);
        List<String> bobsBefore = order(BOB);
        assertEquals(4, carolsBefore.size(), carolsBefore.toString());
        assertNotEquals(shed.id(), bobsBefore.getFirst(), "the shed's key must have room to rise: " + bobsBefore);
        bobAsksAboutTheShedsKey();
        List<String> bobsAfter = order(BOB);
        assertTrue(bobsAfter.indexOf(shed.id()) < bobsBefore.indexOf(shed.id()),
                "Bob's own use lifts the shed's key: before " + bobsBefore + ", after " + bobsAfter);
        assertEquals(carolsBefore, order(CAROL), "Carol's order moved with Bob's questions");
    }

    @Test
    void anUnknownSpeakerBobNotRecognisedForSureAndTheOwnerRankWithoutBobsUse() {
        Principal unknown = Principal.unknown();
        Principal uncertainBob = BOB.withLevel(IdentityLevel.UNCERTAIN); // it may be somebody else speaking
        List<String> unknownBefore = order(unknown);
        List<String> uncertainBefore = order(uncertainBob);
        List<String> alicesBefore = order(ALICE);
        bobAsksAboutTheShedsKey();
        assertNotEquals(alicesBefore, order(BOB), "Bob's own order moves (or this test would show nothing)");
        assertEquals(unknownBefore, order(unknown), "an unknown speaker's order moved with Bob's questions");
        assertEquals(uncertainBefore, order(uncertainBob), "a speaker only perhaps Bob got Bob's order");
        assertEquals(alicesBefore, order(ALICE), "the owner's order moved with Bob's questions");
    }

    /** Bob asks the hub about the shed's key many times over a week; each answer retrieves that memory. */
    private void bobAsksAboutTheShedsKey() {
        for (int i = 0; i < 40; i++) {
            f.clock.advance(Duration.ofHours(4));
            MemorySearchResult r = f.service.searcher().search(BOB, "the spare key for the garden shed", 1, true);
            assertEquals(shed.id(), r.hits().getFirst().memory().id());
        }
        f.backends.usage().flush();
    }

    /** The order of the household's key memories for {@code who}, from a review search (it counts nothing itself). */
    private List<String> order(Principal who) {
        MemorySearchResult r = f.service.searcher().search(who, QUESTION, 10, false);
        return r.hits().stream().map(h -> h.memory().id()).toList();
    }
}
