package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.model.ChatMessage;
import home.hearth.hub.conversation.sessions.SessionMessage;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummary;
import home.hearth.hub.conversation.sessions.SessionWindow;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryHit;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemorySearchResult;
import home.hearth.hub.memory.reading.MemorySearcher;
import home.hearth.hub.memory.MemoryService;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.memory.MemoryKind;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds a turn's prompt from only what its principal may see: the household's date and time, the
 * member's consolidated profile (bounded), a few memories retrieved for this principal through the
 * memory service's read path (bounded), the session's still-valid tool evidence, the session summary
 * and the recent turns. A room's session (speakers the hub is not sure of) gives only what was said in it in the last
 * {@link Sessions#ROOM_CONTINUITY}, what whoever is in the room could just have heard, and no summary: in a busy room
 * the session goes on while turns keep coming, and an unsure member's words from long before would otherwise reach
 * the next unknown speaker's prompt. Memories come
 * only from {@code MemoryService} called with the turn's principal, and a memory is carried only
 * when it is shared or the speaker's own ({@code MemoryTurns.mayCite}) — whatever retrieval returned.
 */
public final class ContextAssembly {
    static final int PROFILE_CHARS = 1_200;
    static final int MEMORIES = 3;
    static final int MEMORY_CHARS = 300;
    private static final java.time.format.DateTimeFormatter TIME = java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");
    private final MemoryService memories;
    private final SessionStore sessions;
    private final MemoryWording wording;
    private final ZoneId zone;
    private final Clock clock;

    public ContextAssembly(MemoryService memories, SessionStore sessions, ZoneId zone, Clock clock) {
        this.memories = memories;
        this.sessions = sessions;
        this.wording = new MemoryWording(zone);
        this.zone = zone;
        this.clock = clock;
    }

    /** The prompt for the turn, before the turn itself is kept in its session. */
    public ModelPrompt assemble(TurnContext ctx, String instructions) {
        Optional<MemberId> me = ctx.principal().isVerified() ? ctx.principal().member() : Optional.empty();
        List<Memory> used = new ArrayList<>();
        // The member's consolidated profile (cut to its bound where the prompt is written).
        me.flatMap(m -> memories.reader().profile(ctx.principal())).ifPresent(used::add);
        used.addAll(relevant(ctx, me, used));
        boolean room = Sessions.isRoom(ctx.session().owner());
        StringBuilder system = new StringBuilder(instructions).append("\n\n")
                .append(TemporalContext.describe(clock.instant(), zone,
                        room ? Optional.empty() : sessions.lastTurnOf(ctx.session().owner())))
                .append("\n\n").append(speaker(ctx.principal(), me));
        if (!used.isEmpty()) {
            system.append("\n\nWhat you were told before (use it only when it helps; say that you were told, and when):");
            used.forEach(m -> system.append("\n- ").append(line(m, me)));
        }
        evidence(ctx.session().evidence().validAt(clock.instant()), system);
        if (!room) {
            sessions.summary(ctx.session().id()).map(SessionSummary::text)
                    .ifPresent(s -> system.append("\n\nNotes on the earlier part of this conversation (written by you):\n").append(s));
        }
        List<SessionMessage> said = sessions.messages(ctx.session().id());
        if (room) {
            Instant since = clock.instant().minus(Sessions.ROOM_CONTINUITY);
            said = said.stream().filter(m -> m.at().isAfter(since)).toList();
        }
        List<ChatMessage> messages = new ArrayList<>();
        messages.add(ChatMessage.system(system.toString()));
        for (SessionMessage m : SessionWindow.of(said)) {
            messages.add(m.role().equals("user") ? ChatMessage.user(m.text()) : ChatMessage.assistant(m.text()));
        }
        messages.add(ChatMessage.user(ctx.turn().text()));
        return new ModelPrompt(messages, used.stream().map(Memory::id).toList());
    }

    /** Readings still valid, so the model can repeat them (saying when they were read) instead of reading again. */
    private void evidence(List<ToolEvidence> readings, StringBuilder system) {
        if (readings.isEmpty()) {
            return;
        }
        system.append("\n\nReadings taken in this conversation (repeat them only while valid, saying when they were read):");
        for (ToolEvidence e : readings) {
            system.append("\n- ").append(e.tool()).append(' ').append(e.arguments()).append(", read at ")
                    .append(TIME.format(e.observedAt().atZone(zone))).append(", valid until ")
                    .append(TIME.format(e.expiresAt().atZone(zone))).append(": ").append(e.result());
        }
    }

    private List<Memory> relevant(TurnContext ctx, Optional<MemberId> me, List<Memory> already) {
        MemorySearchResult found;
        try {
            found = memories.searcher().search(ctx.principal(), ctx.turn().text(), MEMORIES + already.size() + 2,
                    MemorySearcher.Purpose.ANSWER);
        } catch (MemoryProblem e) {
            return List.of();
        }
        if (found.rejected()) {
            return List.of();
        }
        return found.hits().stream().map(MemoryHit::memory)
                .filter(m -> MemoryTurns.mayCite(m, me))
                .filter(m -> already.stream().noneMatch(a -> a.id().equals(m.id())))
                .limit(MEMORIES).toList();
    }

    private String line(Memory m, Optional<MemberId> me) {
        int bound = m.content().kind() == MemoryKind.SUMMARY ? PROFILE_CHARS : MEMORY_CHARS;
        String text = m.text().length() > bound ? m.text().substring(0, bound) + "…" : m.text();
        String who = me.filter(m::isOwnedBy).isPresent() ? "this member told you" : "the household told you";
        String what = m.content().kind() == MemoryKind.SUMMARY ? "profile of this member" : who;
        return "[" + m.id() + "] (" + what + ", " + wording.date(m, home.hearth.hub.conversation.intents.Language.EN)
                + "): " + text;
    }

    private static String speaker(Principal p, Optional<MemberId> me) {
        return me.map(m -> "You are talking with household member '" + m.value() + "' (" + p.role().name().toLowerCase()
                        + ", identity verified).")
                .orElse("You are not sure who is speaking: tell nothing personal about anyone and keep nothing personal.");
    }
}
