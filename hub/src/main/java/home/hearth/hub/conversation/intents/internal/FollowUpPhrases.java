package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.util.Optional;
import java.util.regex.Pattern;

/** "is that right?" and "check again", in English and Portuguese, on normalised text. */
public final class FollowUpPhrases {
    private static final Pattern AGAIN_EN = Pattern.compile("(?:(?:can you |could you |please )?(?:check|look|read|ask)"
            + "(?: it| that)? (?:again|once more)|double check(?: it| that)?|check it now)");
    private static final Pattern AGAIN_PT = Pattern.compile("(?:(?:podes |pode )?(?:verifica|ve|confirma|pergunta|le|olha)"
            + "(?: isso)? (?:outra vez|de novo|novamente))");
    private static final Pattern SURE_EN = Pattern.compile("(?:is (?:that|it|this) (?:right|correct|true|so|still (?:right|true|so))"
            + "|are you sure|really|you sure)");
    private static final Pattern SURE_PT = Pattern.compile("(?:e|esta) (?:mesmo )?(?:assim|certo|verdade)|tens (?:a )?certeza"
            + "|a serio|de certeza|mesmo");

    private FollowUpPhrases() {}

    public static Optional<Intent> read(String text) {
        if (AGAIN_EN.matcher(text).matches()) {
            return Optional.of(new Intent.FollowUp(true, Language.EN));
        }
        if (AGAIN_PT.matcher(text).matches()) {
            return Optional.of(new Intent.FollowUp(true, Language.PT));
        }
        if (SURE_EN.matcher(text).matches()) {
            return Optional.of(new Intent.FollowUp(false, Language.EN));
        }
        if (SURE_PT.matcher(text).matches()) {
            return Optional.of(new Intent.FollowUp(false, Language.PT));
        }
        return Optional.empty();
    }
}
