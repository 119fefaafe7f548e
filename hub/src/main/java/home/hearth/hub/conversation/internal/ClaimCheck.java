package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Language;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Catches a model reply that claims an action in the house ("I turned on the light", "Liguei a
 * luz") when no tool did anything in the turn, and says plainly that nothing was done instead.
 * Checked per segment, before it is spoken; a second such claim in the same turn is dropped.
 */
public final class ClaimCheck {
    private static final Logger LOG = LoggerFactory.getLogger(ClaimCheck.class);
    private static final Pattern CLAIM = Pattern.compile("(?iu)\\bI(?:'ve| have)?\\s+(?:just\\s+|now\\s+|already\\s+)?"
            + "(?:turned|switched|set|locked|unlocked|dimmed|brightened|opened|closed|started|stopped|activated|deactivated)\\b"
            + "|\\b(?:has|have) been (?:turned|switched|locked|unlocked|set|dimmed|opened|closed)\\b"
            + "|\\b(?:is|are) now (?:on|off|locked|unlocked|open|closed)\\b"
            + "|\\b(?:liguei|desliguei|acendi|apaguei|tranquei|destranquei|abri|fechei|regulei|ativei|desativei)\\b"
            + "|\\b(?:j[aá] )?(?:est[aá]|ficou|ficaram) (?:agora )?(?:ligad|desligad|acesa|apagad|trancad|destrancad)");
    private final Consumer<String> say;
    private final BooleanSupplier acted;
    private final Language language;
    private boolean corrected;

    /** @param acted true once a tool in this turn did something (or asked to confirm it) */
    public ClaimCheck(Consumer<String> say, BooleanSupplier acted, Language language) {
        this.say = say;
        this.acted = acted;
        this.language = language;
    }

    public void say(String segment) {
        if (!claimsAnAction(segment) || acted.getAsBoolean()) {
            say.accept(segment);
            return;
        }
        if (!corrected) {
            corrected = true;
            LOG.info("A model reply claimed an action no tool did; it was replaced by a correction");
            say.accept(language.say("I haven't done anything in the house: no device was changed.",
                    "Não fiz nada em casa: nenhum dispositivo foi alterado."));
        }
    }

    static boolean claimsAnAction(String segment) {
        return CLAIM.matcher(segment).find();
    }
}
