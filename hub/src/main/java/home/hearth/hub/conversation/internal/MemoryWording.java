package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.memory.values.Memory;
import home.hearth.policies.MemberId;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/** How the hub cites a memory: when it was said and the words kept, never whose it is not. */
public final class MemoryWording {
    private static final DateTimeFormatter EN = DateTimeFormatter.ofPattern("d MMMM", Locale.ENGLISH);
    private static final DateTimeFormatter PT = DateTimeFormatter.ofPattern("d 'de' MMMM", Locale.forLanguageTag("pt-PT"));
    private final ZoneId zone;

    public MemoryWording(ZoneId zone) {
        this.zone = zone;
    }

    public String date(Memory m, Language l) {
        return (l == Language.PT ? PT : EN).format(m.provenance().createdAt().atZone(zone));
    }

    /**
     * "You told me on 3 March: “…”." or, for a shared memory or an asker the hub does not know, "I was told on 3 March:
     * “…”."
     */
    public String cite(Memory m, Optional<MemberId> asker, Language l) {
        String quote = "“" + m.text() + "”";
        return asker.filter(m::isOwnedBy).isPresent()
                ? l.say("You told me on " + date(m, l) + ": " + quote + ".", "Disseste-me a " + date(m, l) + ": " + quote + ".")
                : l.say("I was told on " + date(m, l) + ": " + quote + ".", "Disseram-me a " + date(m, l) + ": " + quote + ".");
    }

    public static String whoIsSpeaking(Language l) {
        return l.say("I'm not sure who is speaking — who is it? I need to know before anything personal.",
                "Não tenho a certeza de quem está a falar — quem é? Preciso de saber antes de algo pessoal.");
    }

    public static String unknownSpeaker(Language l) {
        return l.say("I don't know who is speaking, so I can't keep or tell personal memories.",
                "Não sei quem está a falar, por isso não guardo nem conto memórias pessoais.");
    }

    public static String dontKnow(Language l) {
        return l.say("I don't know.", "Não sei.");
    }
}
