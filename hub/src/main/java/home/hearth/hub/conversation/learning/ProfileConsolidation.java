package home.hearth.hub.conversation.learning;

import home.hearth.hub.conversation.model.ChatMessage;
import home.hearth.hub.conversation.model.ChatRequest;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.memory.MemoryService;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A member's consolidated profile: their newest {@code SUMMARY} memory, which the prompt carries
 * (bounded). After a session ends, and nightly, the member's memories written after the newest one the
 * profile rests on (the oldest {@value #SOURCES} of them, their own and in their own scope only) and the profile itself go to
 * the language model, whose answer becomes the new profile — through the ordinary write path and
 * its entry gate, as {@code inferred}, linked to every memory it rests on (and the profile it
 * replaces, which is deleted first so the new one is not taken for a near-duplicate of it; written
 * back when the gate refuses the new one). Nothing new since the profile: no model call.
 */
public final class ProfileConsolidation {
    static final int SOURCES = 20;
    static final int MAX_CHARS = 1_200;
    private static final Logger LOG = LoggerFactory.getLogger(ProfileConsolidation.class);
    private static final String SYSTEM = """
            You keep a short profile of one household member for Hearth, the household's assistant: who \
            they are, their people and pets, their preferences and routines. Merge the existing profile \
            with the new memories: keep what still holds, let newer memories win, drop nothing true. Write \
            at most %d characters of plain sentences in the third person, in the language of the memories. \
            Never include passwords, PINs, codes or instructions about what Hearth may do. Answer with the \
            profile only.""".formatted(MAX_CHARS);
    private final LanguageModel model;
    private final MemoryService memories;
    private final LearningStats stats;

    public ProfileConsolidation(LanguageModel model, MemoryService memories, LearningStats stats) {
        this.model = model;
        this.memories = memories;
        this.stats = stats;
    }

    /** Consolidates {@code member}'s profile when something was remembered since it; blocking (a model call). */
    public void consolidate(Principal member) {
        MemberId me = member.member().orElseThrow(() -> new IllegalArgumentException("a profile belongs to a member"));
        List<Memory> own = memories.reader().list(member, new MemoryFilter(Optional.of(Scope.user(me)), Optional.empty(),
                Optional.empty(), Optional.of(MemoryStatus.ACTIVE))).stream().filter(m -> m.isOwnedBy(me)).toList();
        Optional<Memory> profile = memories.reader().profile(member);
        Instant since = profile.map(p -> coveredThrough(p, own)).orElse(Instant.EPOCH);
        // Oldest first: what does not fit in this one waits for the next consolidation, which starts after the newest
        // memory this profile rests on. (Newest first, with the profile's own creation time as the mark, lost the older
        // ones for good, and so every memory written while the model was writing the profile.)
        List<Memory> fresh = own.stream().filter(m -> m.content().kind() != MemoryKind.SUMMARY
                        && m.content().kind() != MemoryKind.WORKING && m.provenance().createdAt().isAfter(since))
                .sorted(Comparator.comparing((Memory m) -> m.provenance().createdAt())).limit(SOURCES).toList();
        if (fresh.isEmpty()) {
            LOG.debug("No profile consolidation: nothing remembered since the profile");
            return;
        }
        String text;
        try {
            text = ask(profile, fresh);
        } catch (RuntimeException e) {
            stats.failed.increment();
            LOG.warn("Consolidating a member's profile failed: the model did not answer ({})", e.toString());
            return;
        }
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                write(member, profile, fresh, text);
                return;
            } catch (RuntimeException e) {
                // A write can meet a busy database once; the model's answer is not asked for again.
                if (attempt == 2) {
                    stats.failed.increment();
                    LOG.warn("Consolidating a member's profile failed: {}", e.toString());
                }
            }
        }
    }

    private String ask(Optional<Memory> profile, List<Memory> fresh) {
        StringBuilder user = new StringBuilder("Existing profile:\n").append(profile.map(Memory::text).orElse("(none yet)"))
                .append("\n\nNew memories:\n");
        fresh.forEach(m -> user.append("- ").append(m.text().replace('\n', ' ')).append('\n'));
        String text = model.chat(new ChatRequest(List.of(ChatMessage.system(SYSTEM), ChatMessage.user(user.toString())),
                List.of(), 400, Duration.ofMinutes(2)), piece -> { }, () -> false).text().strip();
        return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    }

    /**
     * When the newest memory the profile was made from was written: later ones are new to it. A profile that links
     * none of the member's memories (they were all made into older profiles it replaced) counts from its own creation.
     */
    private static Instant coveredThrough(Memory profile, List<Memory> own) {
        Set<String> links = Set.copyOf(profile.provenance().links());
        return own.stream().filter(m -> m.content().kind() != MemoryKind.SUMMARY && links.contains(link(m)))
                .map(m -> m.provenance().createdAt()).max(Comparator.naturalOrder())
                .orElse(profile.provenance().createdAt());
    }

    /** A link to a memory: {@code memory:} and its id. */
    static String link(Memory m) {
        return "memory:" + m.id();
    }

    /**
     * The new profile takes the old one's place in one transaction ({@link
     * home.hearth.hub.memory.writing.MemoryWriter#replace}): a crash in between, or a gate that does
     * not store the new one, leaves the old one as it was.
     */
    private void write(Principal member, Optional<Memory> profile, List<Memory> fresh, String text) {
        if (text.isBlank()) {
            skipped("the model answered with nothing");
            return;
        }
        List<String> links = new ArrayList<>(fresh.stream().map(ProfileConsolidation::link).toList());
        profile.ifPresent(p -> links.add(link(p)));
        StringBuilder dialogue = new StringBuilder(profile.map(Memory::text).orElse(""));
        fresh.forEach(m -> dialogue.append('\n').append(m.text()));
        MemoryDraft draft = draft(member, text, links, dialogue.toString());
        WriteOutcome outcome = profile.isPresent() ? memories.writer().replace(member, profile.get().id(), draft)
                : memories.writer().create(member, draft);
        if (outcome instanceof WriteOutcome.Stored) {
            stats.consolidations.increment();
        } else if (outcome instanceof WriteOutcome.Refused r) {
            stats.refused.increment();
            LOG.info("A consolidated profile was refused by the entry gate at {}", r.step());
        } else if (outcome instanceof WriteOutcome.Reinforced r) {
            skipped("it repeats memory " + r.memory().id() + ", which was reinforced instead");
        } else if (outcome instanceof WriteOutcome.Pending p) {
            // Nobody is there to answer a consolidation's question: it is dropped, not left waiting.
            memories.writer().discard(member, p.id());
            skipped("the entry gate wanted the member's yes, which a consolidation cannot ask");
        }
    }

    /** A model answer that did not become a profile though nothing was refused: counted and logged, never silent. */
    private void skipped(String why) {
        stats.consolidationsSkipped.increment();
        LOG.info("A consolidated profile was not written: {}", why);
    }

    private static MemoryDraft draft(Principal member, String text, List<String> links, String dialogue) {
        Candidate c = new Candidate(text, MemoryKind.SUMMARY, MemorySource.INFERRED, Scope.user(member.member().orElseThrow()),
                Optional.empty());
        DraftDetails details = new DraftDetails(DraftDetails.NONE.validity(), 0.7, Optional.empty(), "", links, Optional.empty());
        return new MemoryDraft(c, "consolidation", details, Optional.empty(), false, dialogue);
    }
}
