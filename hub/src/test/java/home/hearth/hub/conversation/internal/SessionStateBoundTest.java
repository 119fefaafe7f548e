package home.hearth.hub.conversation.internal;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnSource;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummaries;
import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.testing.ShiftedClock;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The in-memory state of sessions (open question, readings) is kept only while a session can still go on: a kitchen
 * where somebody unknown says something every few minutes starts a new room session each time, and before, every one
 * of them stayed in memory for as long as the hub ran.
 */
class SessionStateBoundTest {
    @TempDir
    Path dir;

    @Test
    void sessionsLongOverAreNotKeptInMemoryWhileOngoingOnesKeepTheirState() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), MemoryFixture.cipher(dir));
            ShiftedClock clock = new ShiftedClock();
            Sessions sessions = new Sessions(store, new SessionSummaries(store, Optional.empty()), clock, ZoneOffset.UTC);
            Principal alice = Principal.verified(MemberId.of("alice"), Role.ADULT);
            SessionState hers = sessions.forTurn(turn(alice, clock)).orElseThrow();
            sessions.record(hers, "is the oven on?", "It is off.");

            // Two days of a guest saying something every three minutes: a new room session each time.
            for (int i = 0; i < 960; i++) {
                clock.moveForward(Duration.ofMinutes(3));
                sessions.forTurn(turn(Principal.unknown(), clock)).orElseThrow();
                if (i == 100) { // alice goes on talking within her session's 12 hours
                    SessionState again = sessions.forTurn(turn(alice, clock)).orElseThrow();
                    assertSame(hers, again, "an ongoing session keeps its open question and readings");
                    sessions.record(again, "and the kettle?", "It is off too.");
                }
            }
            int kept = sessions.liveSessions();
            assertTrue(kept <= 12 * 60 / 3 + 2, "sessions kept in memory: " + kept);
        }
    }

    private static Turn turn(Principal who, ShiftedClock clock) {
        return new Turn(Optional.of("kitchen"), who, "hello", TurnSource.VOICE, Optional.empty(), clock.instant());
    }
}
