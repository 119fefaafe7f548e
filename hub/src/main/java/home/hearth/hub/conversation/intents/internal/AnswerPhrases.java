package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Answers to the hub's yes/no questions, on normalised text: a yes or a no alone ("yes", "yes, I'm sure", "sim, claro",
 * "não"), and a yes followed by other words ("yes, unlock it", "sim, destranca"), which is a yes only to the action it
 * restates (the conversation decides: it knows the question).
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
    private static final Pattern NO_EN = Pattern.compile("(?:no|nope|cancel|don't|do not|no thanks|no thank you|stop|never mind)");
    private static final Pattern NO_PT = Pattern.compile("(?:nao|nao obrigad[oa]|cancela|deixa|esquece isso|nao faz isso)");
    /** The yes words a restated action may follow, and what may come between them and it ("yes, please unlock it"). */
    private static final Pattern YES_AND_EN = Pattern.compile("((?:yes|yeah|yep|yup|sure|ok|okay)(?: (?:yes|yeah|sure|ok|okay))*)"
            + "(?: (?:please|go ahead and|you can|you may|i'm sure|i am sure|of course))* (.+)");
    private static final Pattern YES_AND_PT = Pattern.compile("((?:sim|claro)(?: (?:sim|claro))*)"
            + "(?: (?:podes|pode|por favor|faz favor|tenho a certeza|com certeza))* (.+)");

    /** A yes, and the words after it (normalised). */
    public record YesAnd(Language language, String rest) {}

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
}
