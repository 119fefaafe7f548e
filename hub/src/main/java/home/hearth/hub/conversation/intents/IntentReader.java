package home.hearth.hub.conversation.intents;

import home.hearth.devices.Names;
import home.hearth.hub.conversation.intents.internal.AnswerPhrases;
import home.hearth.hub.conversation.intents.internal.DevicePhrases;
import home.hearth.hub.conversation.intents.internal.FollowUpPhrases;
import home.hearth.hub.conversation.intents.internal.MemoryPhrases;
import home.hearth.hub.conversation.intents.internal.TaskPhrases;
import home.hearth.hub.conversation.intents.internal.TimerPhrases;
import java.util.Arrays;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads what a turn asks for with patterns in English and Portuguese, no model needed. Text is
 * compared case-, accent- and punctuation-insensitively; "please" and "por favor" are ignored.
 */
public final class IntentReader {
    private static final Pattern PT_HINT = Pattern.compile(".*\\b(?:o|a|os|as|da|do|na|no|que|esta|qual|para|sobre|mim|"
            + "eu|tu|meu|minha|lembra|esquece|nao|sim|faz|quero|podes)\\b.*");

    private IntentReader() {}

    /**
     * Whether a turn asks the hub to keep something, in any words ("please keep in mind that …", "guarda que …"), as
     * opposed to one that only has a save word ("I keep my bike in the shed") or asks about memory ("can you remember
     * where I left my keys?").
     */
    public static boolean asksToRemember(String turnText) {
        return MemoryPhrases.asksToRemember(normalise(turnText), turnText.strip().endsWith("?"));
    }

    /**
     * The text as the patterns see it: "  Is the Kitchen Light ON?! " → {@code is the kitchen light on}; a colon
     * inside a time of day stays ("at 7:30"), so the reminder patterns read it, and so does a decimal comma ("20,5").
     */
    public static String normalise(String text) {
        String t = Names.normalise(text.replace('\u2019', '\'').replace('\u00b4', '\''));
        // A comma between digits is a decimal comma ("20,5 graus"), part of the number: only other commas are pauses.
        t = t.replaceAll("[\"“”«»¿¡]", "").replaceAll(";+|(?<!\\d),+|,+(?!\\d)|(?<!\\d):|:(?!\\d)", " ")
                .replaceAll("[?!.…]+$", "").trim();
        t = t.replaceAll("^(?:hey |ok |ola |olá )?hearth[ ,]*", "").replaceAll("(?: please| por favor)$", "");
        return t.replaceAll("\\s+", " ").trim();
    }

    public static Intent read(String text) {
        String t = normalise(text);
        Optional<Intent> answer = AnswerPhrases.read(t);
        if (answer.isPresent()) {
            return answer.get();
        }
        Optional<AnswerPhrases.YesAnd> yes = AnswerPhrases.yesAnd(t);
        if (yes.isPresent()) {
            Language l = yes.get().language();
            String rest = yes.get().rest();
            return new Intent.YesWith(DevicePhrases.verbAlone(rest).or(() -> MemoryPhrases.verbAlone(rest))
                    .orElseGet(() -> read(tail(text, rest))), l);
        }
        // A no is the safe side of any question: one followed by a verb with nothing to act on ("no, forget it", "não,
        // esquece", "no, unlock it", "não, destranca") refuses whatever was asked. A no before a command ("no, unlock
        // the back door") stays the command's words.
        Optional<AnswerPhrases.NoAnd> no = AnswerPhrases.noAnd(t);
        if (no.isPresent() && DevicePhrases.verbAlone(no.get().rest()).or(() -> MemoryPhrases.verbAlone(no.get().rest()))
                .isPresent()) {
            return new Intent.Answer(false, no.get().language());
        }
        Optional<Intent> followUp = FollowUpPhrases.read(t);
        if (followUp.isPresent()) {
            return followUp.get();
        }
        Optional<Intent> task = TaskPhrases.read(t);
        if (task.isPresent()) {
            return task.get();
        }
        Optional<Intent> memory = MemoryPhrases.read(t, text.strip().endsWith("?"));
        if (memory.isPresent()) {
            return asSaid(memory.get(), text);
        }
        Optional<Intent> timer = TimerPhrases.read(t);
        if (timer.isPresent()) {
            return asSaid(timer.get(), text);
        }
        Optional<Intent> device = DevicePhrases.read(t);
        if (device.isPresent()) {
            return device.get();
        }
        Language language = guessLanguage(t);
        return MemoryPhrases.question(t, text.strip().endsWith("?"), language)
                .orElseGet(() -> new Intent.Unrecognised(language));
    }

    /** A memory keeps the member's own words (case and accents), not the normalised ones. */
    private static Intent asSaid(Intent intent, String text) {
        return switch (intent) {
            case Intent.Remember r -> new Intent.Remember(tail(text, r.what()), r.household(), r.language());
            case Intent.Forget f when !f.everything() -> new Intent.Forget(tail(text, f.what()), false, f.language());
            case Intent.SetReminder r -> new Intent.SetReminder(words(text, r.what()), r.when(), r.language());
            default -> intent;
        };
    }

    /** The words of {@code text} that normalise to {@code normalised} (anywhere in it), or those words as they are. */
    static String words(String text, String normalised) {
        String[] words = text.strip().replaceAll("[?!.…]+$", "").split("\\s+");
        int n = normalised.split(" ").length;
        for (int start = 0; start + n <= words.length; start++) {
            String candidate = String.join(" ", Arrays.copyOfRange(words, start, start + n));
            if (normalise(candidate).equals(normalised)) {
                return candidate;
            }
        }
        return normalised;
    }

    /**
     * The last words of {@code text} that normalise to {@code normalisedTail}, or the tail itself. A courtesy said
     * after them ("…, please", "…, por favor") is not part of them: the words are looked for from the end, so the
     * member's own spelling (case, accents) is kept rather than the normalised one.
     */
    static String tail(String text, String normalisedTail) {
        String[] words = text.strip().replaceAll("[?!.…]+$", "").split("\\s+");
        int n = normalisedTail.split(" ").length;
        for (int start = words.length - n; start >= 0 && start >= words.length - n - 2; start--) {
            String candidate = String.join(" ", Arrays.copyOfRange(words, start, start + n));
            if (normalise(candidate).equals(normalisedTail)) {
                return candidate.replaceAll("[,;:]+$", "");
            }
        }
        return normalisedTail;
    }

    /** Portuguese when the text has common Portuguese words, else English. */
    public static Language guessLanguage(String normalised) {
        return PT_HINT.matcher(normalised).matches() && !normalised.matches(".*\\b(?:the|is|what|you|my)\\b.*")
                ? Language.PT : Language.EN;
    }
}
