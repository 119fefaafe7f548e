package home.hearth.hub.conversation.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnSource;
import home.hearth.hub.conversation.sessions.SessionMessage;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummaries;
import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Speakers the hub is not sure of share their room's session only while it is fresh. What a member said while her
 * voice was only UNCERTAIN (a cold, a noisy room) is not carried into the prompt of an unknown speaker in that room an
 * hour later; a follow-up within a minute still continues the conversation, and a verified member's own session still
 * continues for hours. The privacy audit's reproduction: before, the guest got Alice's session and words.
 */
class RoomSessionContinuityTest {
    private static final Instant TEN = Instant.parse("2026-03-01T10:00:00Z");
    private static final String HERS = "my test came back positive, what should I tell my partner?";

    @TempDir
    Path dir;

    @Test
    void anUnknownSpeakerAnHourLaterStartsAFreshRoomSession() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), MemoryFixture.cipher(dir));
            Principal aliceUnsure = Principal.verified(MemberId.of("alice"), Role.ADULT).withLevel(IdentityLevel.UNCERTAIN);
            SessionState hers = at(store, TEN).forTurn(turn(aliceUnsure, HERS, TEN)).orElseThrow();
            at(store, TEN).record(hers, HERS, "I'm sorry to hear that.");

            Instant aMinuteLater = TEN.plus(Duration.ofMinutes(1));
            SessionState followUp = at(store, aMinuteLater).forTurn(turn(aliceUnsure, "and what about work?", aMinuteLater))
                    .orElseThrow();
            assertEquals(hers.id(), followUp.id(), "a follow-up in the room continues its conversation");
            at(store, aMinuteLater).record(followUp, "and what about work?", "You need not tell them.");

            Instant anHourLater = TEN.plus(Duration.ofHours(1));
            SessionState guests = at(store, anHourLater).forTurn(turn(Principal.unknown(), "what was I just talking about?",
                    anHourLater)).orElseThrow();
            assertNotEquals(hers.id(), guests.id());
            List<String> carried = store.messages(guests.id()).stream().map(SessionMessage::text).toList();
            assertTrue(carried.isEmpty(), carried.toString());
        }
    }

    @Test
    void aVerifiedMembersOwnSessionStillContinuesForHours() {
        try (SqlCipherDatabase db = SqlCipherDatabase.open(dir.resolve("hub.db"), DatabaseKey.random())) {
            new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
            SessionStore store = new SessionStore(db.dataSource(), MemoryFixture.cipher(dir));
            Principal alice = Principal.verified(MemberId.of("alice"), Role.ADULT);
            SessionState first = at(store, TEN).forTurn(turn(alice, "is the oven on?", TEN)).orElseThrow();
            at(store, TEN).record(first, "is the oven on?", "It is off.");

            Instant later = TEN.plus(Duration.ofHours(3));
            assertEquals(first.id(), at(store, later).forTurn(turn(alice, "and the kettle?", later)).orElseThrow().id());
        }
    }

    private static Sessions at(SessionStore store, Instant now) {
        return new Sessions(store, new SessionSummaries(store, Optional.empty()), Clock.fixed(now, ZoneOffset.UTC), ZoneOffset.UTC);
    }

    private static Turn turn(Principal who, String text, Instant at) {
        return new Turn(Optional.of("kitchen"), who, text, TurnSource.VOICE, Optional.empty(), at);
    }
}
