package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Answers to the hub's yes/no questions, on normalised text: a yes or a no alone ("yes", "yes, I'm sure", "sim, claro",
 * "não", "no, don't", "no thanks, leave it", "não, não faças"), and a yes followed by other words ("yes, unlock it",
 * "sim, destranca", "yes, remember that"), which is a yes only to the action it restates (the conversation decides: it
 * knows the question). A no followed by a memory or device verb with nothing to act on ("no, forget it", "não, esquece",
 * "no, unlock it", "não, destranca") is still a no (the reader decides, with {@link #noAnd}); a no followed by a command ("no, unlock
 * the back door") is not a no: it is read as its words.
 */
public final class AnswerPhrases {
    private static final String YES_EN_WORDS = "yes|yeah|yep|yup|sure|ok|okay|confirm|confirmed|correct|do it|go ahead"
            + "|that's right|absolutely|definitely";
    private static final String YES_PT_WORDS = "sim|claro|pode ser|confirmo|confirma|faz isso|podes|pode|esta bem|ta bem"
            + "|certo|com certeza";
    private static final Pattern YES_EN = Pattern.compile("(?:" + YES_EN_WORDS + ")(?: (?:" + YES_EN_WORDS
            + "|please|please do|do that|i'm sure|i am sure|of course))*");
    private static final Pattern YES_PT = Pattern.compile("(?:" + YES_PT_WORDS + ")(?: (?:" + YES_PT_WORDS
            + "|por favor|tenho a certeza|tenho certeza|faz|avanca))*");
    /**
     * A no: one or more refusals in a row ("no", "no, don't", "no thanks, leave it", "cancel that"). "don't" may name
     * the verb it refuses ("no, don't unlock it") but never "forget" or "remember": "don't forget it" is a yes.
     */
    private static final String NO_EN_WORDS = "no|nope|nah|no way|not now|not yet|no thanks|no thank you|cancel"
            + "|cancel that|stop|never mind|nevermind|leave it|leave it be|leave it as it is|leave it alone"
            + "|i changed my mind|i've changed my mind|i don't want that|better not|definitely not|absolutely not"
            + "|(?:don't|dont|do not|please don't)(?: (?:do it|do that|do anything|bother|(?:un)?lock it|open it|close it"
            + "|turn it (?:on|off)|switch it (?:on|off)|save it|keep it|store it|delete it|erase it))?";
    private static final String NO_PT_WORDS = "nao|nao obrigad[oa]|cancela|cancela isso|cancela isto|deixa"
            + "|deixa estar|deixa ficar|deixa isso|deixa como esta|esquece isso|nao faz isso|nao facas|nao facas isso"
            + "|nao faca|nao faca isso|nao e preciso|nao precisa|nao quero|agora nao|ainda nao|nem pensar|para"
            + "|mudei de ideias|mudei de ideia|de maneira nenhuma|nao (?:a |o |os |as )?(?:(?:des)?tranques|abras|feches|ligues|acendas|apagues"
            + "|desligues|guardes)(?: (?:isso|isto|a porta|nada))?";
    private static final Pattern NO_EN = Pattern.compile("(?:" + NO_EN_WORDS + ")(?: (?:" + NO_EN_WORDS + "|please))*");
    private static final Pattern NO_PT = Pattern.compile("(?:" + NO_PT_WORDS + ")(?: (?:" + NO_PT_WORDS + "|por favor))*");
    /** The yes words a restated action may follow, and what may come between them and it ("yes, please unlock it"). */
    private static final Pattern YES_AND_EN = Pattern.compile("((?:yes|yeah|yep|yup|sure|ok|okay)(?: (?:yes|yeah|sure|ok|okay))*)"
            + "(?: (?:please|go ahead and|you can|you may|i'm sure|i am sure|of course))* (.+)");
    private static final Pattern YES_AND_PT = Pattern.compile("((?:sim|claro)(?: (?:sim|claro))*)"
            + "(?: (?:podes|pode|por favor|faz favor|tenho a certeza|com certeza))* (.+)");

    /**
     * The no words other words may follow ("no, forget it", "no, just forget about it"). A bare "don't" before
     * "forget" is left out: "don't forget it" asks to remember.
     */
    private static final Pattern NO_AND_EN = Pattern.compile("(" + NO_EN.pattern() + ")(?: (?:just|please))* (.+)");
    private static final Pattern NO_AND_PT = Pattern.compile("(" + NO_PT.pattern() + ")(?: (?:por favor))* (.+)");
    private static final Pattern DONT_FORGET = Pattern.compile("(?:.* )?(?:don't|dont|do not) forget\\b.*");

    /** A yes, and the words after it (normalised). */
    public record YesAnd(Language language, String rest) {}

    /** A no, and the words after it (normalised). */
    public record NoAnd(Language language, String rest) {}

    private AnswerPhrases() {}

    /** A yes or a no said alone. */
    public static Optional<Intent> read(String text) {
        if (YES_EN.matcher(text).matches()) {
            return Optional.of(new Intent.Answer(true, Language.EN));
        }
        if (YES_PT.matcher(text).matches()) {
            return Optional.of(new Intent.Answer(true, Language.PT));
        }
        if (NO_EN.matcher(text).matches()) {
            return Optional.of(new Intent.Answer(false, Language.EN));
        }
        if (NO_PT.matcher(text).matches()) {
            return Optional.of(new Intent.Answer(false, Language.PT));
        }
        return Optional.empty();
    }

    /** A yes followed by words that are not themselves a yes ("yes, unlock it"); what follows is the rest. */
    public static Optional<YesAnd> yesAnd(String text) {
        Matcher m = YES_AND_EN.matcher(text);
        if (m.matches()) {
            return Optional.of(new YesAnd(Language.EN, m.group(2)));
        }
        m = YES_AND_PT.matcher(text);
        return m.matches() ? Optional.of(new YesAnd(Language.PT, m.group(2))) : Optional.empty();
    }

    /** A no followed by words that are not themselves a no ("no, forget it"); what follows is the rest. */
    public static Optional<NoAnd> noAnd(String text) {
        Matcher m = NO_AND_EN.matcher(text);
        if (m.matches() && !DONT_FORGET.matcher(text).matches()) {
            return Optional.of(new NoAnd(Language.EN, m.group(2)));
        }
        m = NO_AND_PT.matcher(text);
        return m.matches() ? Optional.of(new NoAnd(Language.PT, m.group(2))) : Optional.empty();
    }
}
