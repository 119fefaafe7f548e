package home.hearth.hub.memory.search;

import static home.hearth.hub.memory.search.Memories.household;
import static home.hearth.hub.memory.search.Memories.memory;
import static home.hearth.hub.memory.search.Memories.personal;
import static home.hearth.hub.memory.search.Memories.personalSensitive;
import static home.hearth.hub.memory.search.Memories.shared;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Authorisation runs inside both retrievers: each access set sees exactly what it may read. */
class SearchIsolationTest {
    private static final Set<ScopeType> ALL_SHARED =
            Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM, ScopeType.DEVICE, ScopeType.TASK);
    private static LuceneMemoryIndex index;

    @BeforeAll
    static void indexOneHousehold() {
        index = Memories.newIndex();
        Stream.of(
                memory("a-private", "Alice hides the spare garden key under the blue flowerpot", personal("alice")),
                memory("a-sensitive", "Alice takes insulin before working in the garden", personalSensitive("alice")),
                memory("b-private", "Bob buried a birthday present for Alice in the garden", personal("bob")),
                memory("hh-shared", "The household waters the garden every Tuesday evening", household()),
                memory("hh-unconsented", "Carol wants the garden party kept a secret", unconsented("carol")),
                memory("hh-sensitive", "Dan's garden therapy sessions help with his depression", sharedSensitive("dan")),
                memory("room-shared", "The kitchen window overlooks the herb garden", shared(Scope.room("kitchen"), "bob")),
                memory("device-shared", "The garden sprinkler valve was replaced in May, ticket 17",
                        shared(new Scope(ScopeType.DEVICE, "sprinkler"), "bob")),
                memory("task-shared", "Repaint the garden shed before autumn",
                        shared(new Scope(ScopeType.TASK, "shed"), "alice")))
                .forEach(index::upsert);
    }

    @AfterAll
    static void close() {
        index.close();
    }

    static Stream<Arguments> accessSets() {
        return Stream.of(
                Arguments.of("alice verified", own("alice", ALL_SHARED),
                        Set.of("a-private", "a-sensitive", "hh-shared", "room-shared", "device-shared", "task-shared")),
                Arguments.of("bob verified", own("bob", ALL_SHARED),
                        Set.of("b-private", "hh-shared", "room-shared", "device-shared", "task-shared")),
                Arguments.of("uncertain speaker", new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD, ScopeType.ROOM)),
                        Set.of("hh-shared", "room-shared")),
                Arguments.of("unknown guest", new ReadAccess(Optional.empty(), Set.of(ScopeType.HOUSEHOLD)),
                        Set.of("hh-shared")),
                Arguments.of("technician", new ReadAccess(Optional.empty(), Set.of(ScopeType.DEVICE, ScopeType.TASK)),
                        Set.of("device-shared", "task-shared")),
                // Everything alice owns, in any scope (the one read rule, MemoryVisibility.canRead).
                Arguments.of("own memories only", own("alice", Set.of()), Set.of("a-private", "a-sensitive", "task-shared")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("accessSets")
    void eachAccessSetFindsExactlyTheMemoriesItMayRead(String who, ReadAccess access, Set<String> visible) {
        for (boolean forAnswers : new boolean[] {true, false}) {
            for (RetrievalMode mode : RetrievalMode.values()) {
                SearchResult result = index.search(query("garden", access, forAnswers), mode);
                assertEquals(visible, ids(result), who + ", " + mode + ", forAnswers=" + forAnswers);
            }
        }
    }

    @Test
    void anotherMembersPrivateMemoryIsNotFoundEvenByItsExactWords() {
        String exact = "Alice hides the spare garden key under the blue flowerpot";
        SearchResult result = index.search(query(exact, own("bob", ALL_SHARED), true));
        assertFalse(ids(result).contains("a-private"), "bob got alice's private memory: " + ids(result));
        assertFalse(result.hits().isEmpty(), "bob still sees the shared garden memories");
    }

    @Test
    void sensitiveMemoriesAreNeverSharedEvenWhenMarkedShared() {
        SearchResult result = index.search(query("therapy depression", own("alice", ALL_SHARED), false), RetrievalMode.HYBRID);
        assertFalse(ids(result).contains("hh-sensitive"));
    }

    @Test
    void aCallerWhoMayReadNothingGetsARejectionAndNoHits() {
        SearchResult result = index.search(query("garden", ReadAccess.nothing(), true));
        assertTrue(result.rejected());
        assertTrue(result.hits().isEmpty());
    }

    private static ReadAccess own(String member, Set<ScopeType> shared) {
        return new ReadAccess(Optional.of(MemberId.of(member)), shared);
    }

    private static home.hearth.policies.access.MemoryFacts unconsented(String owner) {
        return Memories.facts(Scope.HOUSEHOLD, Optional.of(MemberId.of(owner)), false, false);
    }

    private static home.hearth.policies.access.MemoryFacts sharedSensitive(String owner) {
        return Memories.facts(Scope.HOUSEHOLD, Optional.of(MemberId.of(owner)), true, true);
    }

    private static SearchQuery query(String text, ReadAccess access, boolean forAnswers) {
        return new SearchQuery(text, Memories.model().embed(text), access, 100, Instant.parse("2026-06-01T12:00:00Z"),
                Set.of(), forAnswers);
    }

    private static Set<String> ids(SearchResult result) {
        return result.hits().stream().map(SearchHit::id).collect(Collectors.toSet());
    }
}
