package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.TurnEvent;
import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.IntentReader;
import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryHit;
import home.hearth.hub.memory.values.MemoryProblem;
import home.hearth.hub.memory.values.MemoryProvenance;
import home.hearth.hub.memory.values.MemorySearchResult;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Memory requests of a turn, through the memory use cases only (so the entry gate and the read
 * rules decide): remember, forget, "what do you know about me?", and questions answered from
 * retrieval with a citation. Anything personal needs a member the hub is sure of.
 */
public final class MemoryTurns {
    private static final int LISTED = 10;
    private final MemoryService memories;
    private final MemoryWording wording;
    private final Clock clock;

    public MemoryTurns(MemoryService memories, MemoryWording wording, Clock clock) {
        this.memories = memories;
        this.wording = wording;
        this.clock = clock;
    }

    /** "remember that …": the member's own words, {@code EXPLICIT}; the entry gate asks her before it keeps them. */
    public void remember(Intent.Remember r, TurnContext ctx) {
        write(r, MemorySource.EXPLICIT, "turn:", ctx);
    }

    /**
     * A language model's {@code memory_save}: words the model wrote, not the member. When her own turn asked to remember
     * ("please keep in mind that …", "guarda que …") it is her request, {@code EXPLICIT} as a spoken "remember that …":
     * the gate asks her with the model's words quoted, and only her yes keeps them (as {@code CONFIRMED}, the words she
     * agreed to). Otherwise the model concluded it from what she said: {@code INFERRED}, checked against her turn as a
     * learned memory is (grounding, never sensitive, the daily quota). Either way its why ({@code model:s-…}) says the
     * words are the model's.
     */
    public void save(Intent.Remember r, TurnContext ctx) {
        MemorySource source = IntentReader.asksToRemember(ctx.turn().text()) ? MemorySource.EXPLICIT : MemorySource.INFERRED;
        write(r, source, MemoryProvenance.MODEL_WHY, ctx);
    }

    /** @param why what wrote the words, before the session's id: {@code turn:} the member, {@code model:} a model */
    private void write(Intent.Remember r, MemorySource source, String why, TurnContext ctx) {
        Optional<MemberId> me = member(ctx, r.language());
        if (me.isEmpty()) {
            return;
        }
        Scope scope = r.household() ? Scope.HOUSEHOLD : Scope.user(me.get());
        Candidate c = new Candidate(sentence(r.what()), MemoryKind.EPISODIC, source, scope, Optional.empty());
        String dialogue = source == MemorySource.INFERRED ? ctx.turn().text() : "";
        MemoryDraft draft = new MemoryDraft(c, why + ctx.session().id(), DraftDetails.NONE, Optional.empty(), false,
                dialogue);
        new MemoryOutcomes(ctx, r.language(), clock).said(memories.writer().create(ctx.principal(), draft));
    }

    public void whatDoYouKnow(Intent.WhatDoYouKnow w, TurnContext ctx) {
        Optional<MemberId> me = member(ctx, w.language());
        if (me.isEmpty()) {
            return;
        }
        Language l = w.language();
        List<Memory> mine = memories.reader().list(ctx.principal(), new MemoryFilter(Optional.of(Scope.user(me.get())),
                Optional.empty(), Optional.empty(), Optional.of(MemoryStatus.ACTIVE))).stream()
                .filter(m -> m.isOwnedBy(me.get()))
                .sorted(Comparator.comparing((Memory m) -> m.provenance().createdAt()).reversed())
                .limit(LISTED).toList();
        if (mine.isEmpty()) {
            ctx.sink().say(l.say("You haven't asked me to remember anything yet.", "Ainda não me pediste para lembrar nada."));
            return;
        }
        ctx.sink().say(l.say("Here is what I know about you:", "Isto é o que sei sobre ti:"));
        mine.forEach(m -> ctx.sink().say("“" + m.text() + "” (" + wording.date(m, l) + ")."));
        ctx.sink().emit(new TurnEvent.MemoriesUsed(mine.stream().map(Memory::id).toList()));
    }

    public void question(Intent.MemoryQuestion q, TurnContext ctx) {
        // Only a verified member is "me": an unknown speaker has no member at all, and an uncertain one must not be
        // cited her own memories (or told "you told me") before the hub knows it is her.
        Optional<MemberId> me = q.personal() ? member(ctx, q.language()) : verified(ctx);
        if (q.personal() && me.isEmpty()) {
            return;
        }
        MemorySearchResult found = memories.searcher().search(ctx.principal(), q.question(), 3, true);
        Optional<Memory> best = found.rejected() ? Optional.empty() : found.hits().stream().map(MemoryHit::memory)
                .filter(m -> mayCite(m, me)).findFirst();
        if (best.isEmpty()) {
            ctx.sink().say(q.personal() ? MemoryWording.dontKnow(q.language()) : TurnRouter.needsModel(q.language()));
            return;
        }
        ctx.sink().say(wording.cite(best.get(), me, q.language()));
        ctx.sink().emit(new TurnEvent.MemoriesUsed(List.of(best.get().id())));
    }

    /** A memory found for a language model's search: its id, when it was told, and its words. */
    public record Found(String id, String told, String text) {}

    /** Up to three memories for a language model's search, by the same rules as a cited answer. */
    public List<Found> search(String query, TurnContext ctx) {
        Optional<MemberId> me = verified(ctx);
        MemorySearchResult found = memories.searcher().search(ctx.principal(), query, 5, true);
        if (found.rejected()) {
            return List.of();
        }
        return found.hits().stream().map(MemoryHit::memory).filter(m -> mayCite(m, me)).limit(3)
                .map(m -> new Found(m.id(), wording.date(m, Language.EN), m.text())).toList();
    }

    public void forget(Intent.Forget f, TurnContext ctx) {
        Optional<MemberId> me = member(ctx, f.language());
        if (me.isEmpty()) {
            return;
        }
        Language l = f.language();
        if (f.everything()) {
            ask(ctx, new Pending.ForgetAll(l, clock.instant()),
                    l.say("Shall I forget everything you asked me to remember?", "Esqueço tudo o que me pediste para lembrar?"));
            return;
        }
        MemorySearchResult found = memories.searcher().search(ctx.principal(), f.what(), 5, false);
        Optional<Memory> mine = found.hits().stream().map(MemoryHit::memory).filter(m -> m.isOwnedBy(me.get())).findFirst();
        if (mine.isEmpty()) {
            ctx.sink().say(l.say("I can't find anything like that among your memories.",
                    "Não encontro nada disso nas tuas memórias."));
            return;
        }
        ask(ctx, new Pending.ForgetOne(mine.get().id(), l, clock.instant()),
                l.say("Shall I forget “" + mine.get().text() + "”?", "Esqueço “" + mine.get().text() + "”?"));
    }

    /** The member's yes or no to a memory question asked in the previous turn. */
    public void answer(Pending asked, boolean yes, Language l, TurnContext ctx) {
        if (!yes) {
            ctx.sink().say(l.say("OK, I'll leave it as it is.", "Está bem, fica como está."));
            return;
        }
        try {
            switch (asked) {
                case Pending.MemoryWrite w -> new MemoryOutcomes(ctx, l, clock).said(
                        memories.writer().confirm(ctx.principal(), w.pendingId()));
                case Pending.ForgetOne one -> {
                    memories.editor().delete(ctx.principal(), one.memoryId());
                    ctx.sink().say(l.say("Forgotten.", "Esquecido."));
                }
                case Pending.ForgetAll all -> {
                    int n = memories.editor().forgetAll(ctx.principal());
                    ctx.sink().say(l.say("Done: I forgot " + n + " things you had told me.",
                            "Feito: esqueci " + n + " coisas que me tinhas dito."));
                }
                case Pending.DeviceAction d -> throw new IllegalArgumentException("a device action is not a memory question");
            }
        } catch (MemoryProblem e) {
            ctx.sink().say(e.getMessage());
        }
    }

    /**
     * Whether the words after a yes restate the memory question asked: "yes, remember that" / "sim, guarda isso" to the
     * entry gate's question about a write, "yes, forget it" to "Shall I forget …?", and that or "yes, forget
     * everything" to forgetting everything. A restated device action, another memory, or remembering where forgetting
     * was asked is no yes.
     */
    static boolean restates(Pending asked, Intent restated) {
        return switch (asked) {
            case Pending.MemoryWrite w -> restated instanceof Intent.Remember r && r.what().isEmpty();
            case Pending.ForgetOne one -> restated instanceof Intent.Forget f && !f.everything() && f.what().isEmpty();
            case Pending.ForgetAll all -> restated instanceof Intent.Forget f && (f.everything() || f.what().isEmpty());
            case Pending.DeviceAction d -> false;
        };
    }

    private void ask(TurnContext ctx, Pending question, String text) {
        ctx.session().ask(question);
        ctx.sink().say(text);
        ctx.sink().emit(new TurnEvent.ConfirmRequest(text));
    }

    /** The member, when the hub is sure who is speaking; otherwise it says why not and answers empty. */
    private static Optional<MemberId> member(TurnContext ctx, Language l) {
        IdentityLevel level = ctx.principal().level();
        if (level == IdentityLevel.UNCERTAIN) {
            ctx.sink().say(MemoryWording.whoIsSpeaking(l));
            return Optional.empty();
        }
        if (level != IdentityLevel.VERIFIED || ctx.principal().member().isEmpty()) {
            ctx.sink().say(MemoryWording.unknownSpeaker(l));
            return Optional.empty();
        }
        return ctx.principal().member();
    }

    private static Optional<MemberId> verified(TurnContext ctx) {
        return ctx.principal().isVerified() ? ctx.principal().member() : Optional.empty();
    }

    /** Another member's user-scope memory is never cited, whatever retrieval returned. */
    static boolean mayCite(Memory m, Optional<MemberId> me) {
        return m.scope().isShared() || me.filter(m::isOwnedBy).isPresent() && m.scope().equals(Scope.user(me.get()));
    }

    private static String sentence(String said) {
        String s = said.strip();
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
