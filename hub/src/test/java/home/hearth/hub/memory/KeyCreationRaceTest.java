package home.hearth.hub.memory;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.MemberMemoryEraser;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.conversation.timers.TimerWording;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.database.content.RefusedKeyException;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.hub.memory.writing.MemberHandover;
import home.hearth.policies.Decision;
import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.auth.PasswordHasher;
import home.hearth.profiles.members.MemberDirectory;
import home.hearth.profiles.members.NewMember;
import home.hearth.profiles.removal.MemberRemoval;
import home.hearth.profiles.removal.PersonalDataEraser;
import home.hearth.profiles.removal.RemovalChoice;
import home.hearth.profiles.removal.SharedMemories;
import home.hearth.profiles.voice.Voiceprints;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A memory write racing its member's removal never makes the removed member a fresh content key
 * (which would store their words under it and lift the note that they were erased). The write is
 * held with latches at the entry gate — past its checks, before anything is sealed — while the
 * real removal runs, then let go at two points: after the removal, and in the middle of it (key
 * destroyed, member still in the member list).
 */
class KeyCreationRaceTest {
    private static final String WRITER = "alice-writer";
    private static final String WORDS = "zebra-race the spare key is under the mat";

    @TempDir
    Path dir;
    private MemoryFixture f;
    private MemberDirectory members;
    private Timers timers;
    private Tasks tasks;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> new Thread(r, WRITER));
    private final CountDownLatch atGate = new CountDownLatch(1);
    private final CountDownLatch go = new CountDownLatch(1);

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        new SchemaMigrator(f.db.dataSource()).migrate(List.of("profiles"));
        members = new MemberDirectory(f.db.dataSource(), f.clock);
        members.create(NewMember.of("ada", "Ada", Role.ADMIN));
        members.create(NewMember.of("alice", "Alice", Role.ADULT));
        f.cipher.admitOnly(ContentOwner.admitted(id -> members.get(MemberId.of(id)).isPresent()));
        timers = new Timers(f.db.dataSource(), f.cipher, (room, text) -> Decision.allow("spoken"),
                new TimerWording(ZoneOffset.UTC), f.clock);
        // No device steps run here (no gateway): the removal only asks the tasks to forget the member.
        tasks = new Tasks(f.db.dataSource(), f.cipher, null, (room, text) -> Decision.allow("spoken"), 1, f.clock);
        f.remember(ALICE, "user", "alice takes her tea with lemon");
        f.gate.beforeScreen = () -> {
            if (Thread.currentThread().getName().equals(WRITER)) {
                atGate.countDown();
                await(go);
            }
        };
    }

    @AfterEach
    void tearDown() {
        writer.shutdownNow();
        timers.close();
        tasks.close();
        f.close();
    }

    @Test
    void aWriteLetGoAfterTheRemovalIsRefusedAndMakesNoKey() throws Exception {
        Future<WriteOutcome> write = writer.submit(() -> f.service.writer().create(ALICE, draft()));
        await(atGate);
        removal(eraser()).remove(MemberId.of("alice"), RemovalChoice.DELETE, SharedMemories.ERASE, "ada");
        go.countDown();

        assertRefused(write);
    }

    @Test
    void aWriteLetGoInTheMiddleOfTheRemovalIsRefusedAndMakesNoKey() throws Exception {
        Future<WriteOutcome> write = writer.submit(() -> f.service.writer().create(ALICE, draft()));
        await(atGate);
        MemberMemoryEraser real = eraser();
        CountDownLatch written = new CountDownLatch(1);
        PersonalDataEraser pausing = new PersonalDataEraser() {
            @Override
            public String exportPersonalMemories(MemberId member) {
                return real.exportPersonalMemories(member);
            }

            @Override
            public int erasePersonalMemories(MemberId member, SharedMemories shared) {
                int erased = real.erasePersonalMemories(member, shared);
                // Her key is destroyed, she is still in the member list: the write goes on now.
                go.countDown();
                KeyCreationRaceTest.await(written);
                return erased;
            }

            @Override
            public void removalEnded(MemberId member) {
                real.removalEnded(member);
            }
        };
        writer.submit(written::countDown); // runs once the write has finished, either way
        removal(pausing).remove(MemberId.of("alice"), RemovalChoice.DELETE, SharedMemories.ERASE, "ada");

        assertRefused(write);
    }

    private void assertRefused(Future<WriteOutcome> write) throws Exception {
        ExecutionException e = assertThrows(ExecutionException.class, () -> write.get(30, TimeUnit.SECONDS),
                "the racing write must not be stored");
        assertInstanceOf(RefusedKeyException.class, e.getCause());
        assertFalse(e.getCause().getMessage().contains("zebra"), "the refusal names no content");
        assertFalse(Files.readString(dir.resolve("keys/member-keys")).matches("(?s).*member-alice [0-9a-f]{64}.*"),
                "no key for alice in the key file");
        assertTrue(f.cipher.erasedOwners().contains("member-alice"), "the note that she was erased stays");
        assertEquals(0, rowsOwnedByAlice(), "nothing of hers is stored");
        assertTrue(members.get(MemberId.of("alice")).isEmpty());
    }

    private MemberMemoryEraser eraser() {
        return new MemberMemoryEraser(f.service, new MemberHandover(f.backends),
                new SessionStore(f.db.dataSource(), f.cipher), timers, tasks, f.cipher);
    }

    private MemberRemoval removal(PersonalDataEraser eraser) {
        var ds = f.db.dataSource();
        return new MemberRemoval(members, new Credentials(ds, members, new PasswordHasher(), f.clock),
                new ApiTokens(ds, members, f.clock), new Voiceprints(ds), eraser, f.audit::add, f.clock);
    }

    private int rowsOwnedByAlice() throws Exception {
        try (Connection c = f.db.dataSource().getConnection();
                PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM memory WHERE owner = 'alice'");
                ResultSet r = p.executeQuery()) {
            r.next();
            return r.getInt(1);
        }
    }

    private static MemoryDraft draft() {
        return MemoryDraft.confirmed(new Candidate(WORDS, MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                Scope.parse("user", MemberId.of("alice")), Optional.empty()), "test:race");
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError("the other side of the race never came");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
