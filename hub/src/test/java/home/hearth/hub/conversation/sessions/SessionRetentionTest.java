package home.hearth.hub.conversation.sessions;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.Scope;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.config.PolicySet;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A conversation session is deleted, messages and summary, once its last turn is longer ago than the policy's {@code
 * retention.conversations}: before, transcripts stayed for good (only their member deleting them, or the member's
 * erasure, removed them). Members' and rooms' sessions alike; a session with a recent turn stays; with {@code never}
 * all stay; the policy in force is asked at every run. Checked in the real encrypted database, with a clock the test
 * moves.
 */
class SessionRetentionTest {
    private static final Duration MONTH = Duration.ofDays(30);

    @TempDir
    Path dir;

    /** The policy in force, as an admin's edit replaces it. */
    private final AtomicReference<PolicySet> policy = new AtomicReference<>(PolicyFiles.defaults());

    @Test
    void sessionsWhoseLastTurnIsOlderThanTheRetentionAreDeletedWithTheirMessagesAndTheRecentOnesStay() throws Exception {
        try (MemoryFixture f = new MemoryFixture(dir)) {
            SessionStore store = new SessionStore(f.db.dataSource(), f.cipher);
            session(f, store, "alice-old", "member:alice", Optional.of("kitchen"), 2);
            store.saveSummary("alice-old", new SessionSummary("alice asked about the heating", 2, true));
            session(f, store, "bob-old", "member:bob", Optional.empty(), 1);
            session(f, store, "kitchen-old", "room:kitchen", Optional.of("kitchen"), 1);
            Memory learned = learnedIn(f, "alice-old");
            f.clock.advance(Duration.ofDays(20));
            session(f, store, "alice-recent", "member:alice", Optional.of("kitchen"), 1);
            f.clock.advance(Duration.ofHours(1));
            session(f, store, "bob-recent", "member:bob", Optional.of("bedroom"), 1);
            f.clock.advance(MONTH.minus(Duration.ofDays(20)));
            assertEquals(Optional.of(MONTH), policy.get().retention().conversations(), "the shipped default");

            try (SessionRetention retention = retention(f, store).start()) { // the hub starts 30 days and 1 hour on
                assertEquals(Map.of("alice-recent", 2, "bob-recent", 2), messages(f),
                        "at start, the old sessions of alice, bob and the kitchen are gone with their messages");
                assertEquals(Optional.empty(), store.summary("alice-old"), "and with its summary");
                assertEquals(MemoryStatus.ACTIVE, f.store.find(learned.id()).orElseThrow().lifecycle().status(),
                        "a memory learned in a deleted session lives by its own retention");

                f.clock.advance(Duration.ofDays(20).minus(Duration.ofHours(1))); // alice-recent's turn: exactly 30 days ago
                assertEquals(0, retention.deleteOld(), "a last turn exactly the retention ago: kept");
                f.clock.advance(Duration.ofSeconds(1));
                assertEquals(1, retention.deleteOld(), "the hourly run, a second later");
                assertEquals(Map.of("bob-recent", 2), messages(f), "bob's session had a turn an hour later: it stays");
                assertEquals(1, store.all().size());
            }
        }
    }

    @Test
    void withNeverNothingIsDeletedAndAnEditedPolicyAppliesAtTheNextRun() throws Exception {
        policy.set(PolicyFiles.withOverride(new NamedText("household-policy.yaml", "retention:\n  conversations: never\n")));
        try (MemoryFixture f = new MemoryFixture(dir)) {
            SessionStore store = new SessionStore(f.db.dataSource(), f.cipher);
            session(f, store, "alice", "member:alice", Optional.of("kitchen"), 2);
            session(f, store, "bob", "member:bob", Optional.empty(), 1);
            session(f, store, "kitchen", "room:kitchen", Optional.of("kitchen"), 1);
            f.clock.advance(Duration.ofDays(3650));
            try (SessionRetention retention = retention(f, store).start()) {
                assertEquals(0, retention.deleteOld());
                assertEquals(Map.of("alice", 4, "bob", 2, "kitchen", 2), messages(f), "never: ten years on, all kept");

                policy.set(PolicyFiles.withOverride(new NamedText("household-policy.yaml", "retention:\n  conversations: 30d\n")));
                assertEquals(3, retention.deleteOld(), "the edited policy, at the next run");
                assertEquals(Map.of(), messages(f));
            }
        }
    }

    private SessionRetention retention(MemoryFixture f, SessionStore store) {
        return new SessionRetention(store, () -> policy.get().retention().conversations(), f.clock);
    }

    /** A session named {@code id} with {@code turns} turns (a question and an answer each), the last one now. */
    private static void session(MemoryFixture f, SessionStore store, String id, String owner, Optional<String> room, int turns) {
        store.create(new Session(id, owner, room, id, f.clock.instant(), f.clock.instant(), 0));
        for (int i = 0; i < turns; i++) {
            store.append(id, "is the heating on?", "yes, at 20 degrees", f.clock.instant());
        }
    }

    /** A memory of Alice's that extraction learned in {@code session}. */
    private static Memory learnedIn(MemoryFixture f, String session) {
        WriteOutcome out = f.service.writer().create(ALICE, MemoryDraft.confirmed(new Candidate(
                "alice keeps the kitchen at 20 degrees in winter", MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.parse("user", ALICE.member().orElseThrow()), Optional.empty()), MemoryProvenance.EXTRACTION_WHY + session));
        return assertInstanceOf(WriteOutcome.Stored.class, out).memory();
    }

    /** Every session row, read straight from the encrypted database: id → how many message rows it has. */
    private static Map<String, Integer> messages(MemoryFixture f) throws Exception {
        Map<String, Integer> out = new TreeMap<>();
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT s.id, (SELECT count(*) FROM conversation_messages m"
                        + " WHERE m.session_id = s.id) FROM conversation_sessions s")) {
            while (r.next()) {
                out.put(r.getString(1), r.getInt(2));
            }
        }
        try (Connection c = f.db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM conversation_messages WHERE session_id NOT IN"
                        + " (SELECT id FROM conversation_sessions)")) {
            r.next();
            assertEquals(0, r.getInt(1), "no message outlives its session");
        }
        return out;
    }
}
