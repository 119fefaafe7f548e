package home.hearth.hub.conversation.intents.internal;

import home.hearth.hub.conversation.intents.Intent;
import home.hearth.hub.conversation.intents.Language;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Memory requests in English and Portuguese, on normalised text: "remember that …", "lembra que …", also asked
 * politely ("can you remember that …", "podes lembrar-te que …"). "lembra-me …" is a reminder, not a memory, and is
 * left alone here.
 */
public final class MemoryPhrases {
    /** Words that make a memory the household's, not only the member's ("remember for everyone that …"). */
    private static final String HOUSEHOLD_EN = " for everyone| for the household| for all of us";
    private static final String HOUSEHOLD_PT = " a todos| a toda a gente| para todos| para a casa";
    private static final Pattern REMEMBER_EN = Pattern.compile(
            "(?:please )?(?:remember|don't forget|do not forget|note)(" + HOUSEHOLD_EN + ")? that (.+)");
    private static final Pattern REMEMBER_PT = Pattern.compile(
            "(?:por favor )?(?:lembra|lembra-te|memoriza|guarda|nao te esquecas de|nao te esquecas)(" + HOUSEHOLD_PT
                    + ")? que (.+)");
    private static final Pattern FORGET_ALL_EN = Pattern.compile(
            "forget everything(?: about me| you know about me| i told you| i've told you)?");
    private static final Pattern FORGET_ALL_PT = Pattern.compile("esquece(?:-te de)? tudo(?: sobre mim| o que sabes sobre mim| o que te disse)?");
    private static final Pattern FORGET_EN = Pattern.compile(
            "(?:please )?forget (?:that |about |what i said about |what i told you about )?(.+)");
    private static final Pattern FORGET_PT = Pattern.compile(
            "(?:por favor )?esquece(?:-te)? (?:que |de que |de |do que te disse sobre |o que (?:te )?disse sobre )?(.+)");
    private static final Pattern KNOW_EN = Pattern.compile(
            "what (?:else )?(?:do you know|do you remember|have you remembered|have you got) about me");
    private static final Pattern KNOW_PT = Pattern.compile(
            "o que (?:e que )?(?:sabes|sabe|te lembras|lembras|guardaste) (?:de|sobre|acerca de) mim");
    private static final Pattern QUESTION_WORD = Pattern.compile(
            "(?:what|what's|whats|when|where|who|whose|which|how|do|did|does|is|are|was|were|have|has|can|tell me"
                    + "|qual|quais|quando|onde|quem|como|o que|que|quantos|quantas|sabes|lembras-te|e|sera)\\b.*");
    private static final Pattern PERSONAL = Pattern.compile(".*\\b(?:my|me|i|i'm|mine|meu|minha|meus|minhas|eu|mim)\\b.*");

    /** A memory verb with no more than a pronoun, as said after a yes ("yes, remember that", "sim, guarda isso"). */
    private static final Pattern KEEP_ALONE_EN = Pattern.compile(
            "(?:do )?(?:remember|keep|save|store|note|write down)(?: it| that| this)?(?: down)?(?: for me)?");
    private static final Pattern KEEP_ALONE_PT = Pattern.compile("(?:lembra|lembra-te|lembrar|guarda|guardar|memoriza|memorizar"
            + "|grava|gravar|toma nota|tomar nota)(?: disso| isso| isto| -o|-o)?");
    private static final Pattern FORGET_ALONE_EN = Pattern.compile(
            "(?:forget|delete|erase|remove)(?: about)?(?: it| that| this| them)?");
    private static final Pattern FORGET_ALONE_PT = Pattern.compile(
            "(?:esquece|esquece-te|esquecer)(?: disso| isso| isto)?");

    /**
     * A turn that asks the hub to keep something, in any words: "please keep in mind that …", "guarda que …". The groups
     * are the courtesy before the verb, the verb, and what follows the verb.
     */
    private static final Pattern ASKS_TO_REMEMBER = Pattern.compile("(?<courtesy>(?:(?:please|can you|could you|would you"
            + "|will you|i want you to|i'd like you to|i need you to|por favor|podes|pode|consegues|voce pode"
            + "|voce consegue|quero que|preciso que) )*)"
            + "(?<verb>remember|keep in mind|bear in mind|make a note|take a note|take note|note|save|store|write down"
            + "|memorise|memorize|don't forget|do not forget|never forget|lembra|lembra-te|lembres|lembrar|guarda|guardes|guardar"
            + "|memoriza|memorizes|memorizar|anota|anotes|anotar|toma nota|tomes nota|regista|registes|registar"
            + "|nao te esquecas|nunca te esquecas)\\b(?<after>.*)");
    /** A courtesy that makes the request a question: "can you remember …" may be a request or a question. */
    private static final Pattern ASKING = Pattern.compile(
            ".*\\b(?:can|could|would|will) you .*|.*\\b(?:podes|pode|consegues|consegue) .*");
    /** What a question about memory has after the verb: "… where I left my keys", "… de quem", "… se fechei". */
    private static final Pattern ABOUT_MEMORY = Pattern.compile("(?:-te|-me)? ?(?:(?:de|about) )?(?:what|what's|whats"
            + "|where|who|whom|whose|which|when|why|how|if|whether|o que|do que|onde|quem|qual|quais|quando|porque|por que"
            + "|como|quanto|quantos|quanta|quantas|se)\\b.*");
    /** What a request has after the verb: "… that I'm out", "… to water the plants", "… que saio", "… de ligar". */
    private static final Pattern WHAT_TO_KEEP = Pattern.compile("(?:-te|-me)? ?(?:that|to|que|de que|de)\\b.*");
    /**
     * What a polite request to remember keeps: the words after "that" or "que" ("can you remember that …", "podes
     * lembrar-te que …"). Not after "-me": "podes lembrar-me que …" asks for a reminder.
     */
    private static final Pattern KEPT_AFTER = Pattern.compile(
            "(?:-te)?(" + HOUSEHOLD_EN + "|" + HOUSEHOLD_PT + ")? (that|que) (.+)");
    /**
     * The verbs of "remember that …" / "lembra que …" in the forms a courtesy puts before them ("podes lembrar-te que").
     * Not "save that" or "write down that", whose "that" may be the thing itself ("can you save that for later?"), nor
     * "keep in mind that", which a language model, when there is one, saves in its own words.
     */
    private static final Pattern REMEMBER_VERB = Pattern.compile(
            "remember|note|lembra|lembrar|lembres|guarda|guardar|guardes|memoriza|memorizar|memorizes");

    private MemoryPhrases() {}

    /**
     * Whether a turn (normalised) asks the hub to keep something: it begins with the request, after a courtesy at most.
     * A question about memory ("do you remember …?", "can you remember where I left my keys?", "consegues lembrar-te
     * se …") or a statement that only has the word ("I keep forgetting …") does not; nor does a question with a
     * question mark and no "that", "to" or "que" after the verb ("can you remember my cat's name?").
     *
     * @param questionMark whether the turn, as said, ends with a question mark
     */
    public static boolean asksToRemember(String text, boolean questionMark) {
        Matcher m = ASKS_TO_REMEMBER.matcher(text);
        if (!m.matches()) {
            return false;
        }
        String after = m.group("after").strip();
        if ((questionMark || ASKING.matcher(m.group("courtesy")).matches()) && ABOUT_MEMORY.matcher(after).matches()) {
            return false;
        }
        return !questionMark || WHAT_TO_KEEP.matcher(after).matches();
    }

    /**
     * A memory verb said alone or with a pronoun after a yes: a {@link Intent.Remember} or a {@link Intent.Forget} whose
     * {@code what} is empty (it is whatever was asked about).
     */
    public static Optional<Intent> verbAlone(String text) {
        if (KEEP_ALONE_EN.matcher(text).matches()) {
            return Optional.of(new Intent.Remember("", false, Language.EN));
        }
        if (KEEP_ALONE_PT.matcher(text).matches()) {
            return Optional.of(new Intent.Remember("", false, Language.PT));
        }
        if (FORGET_ALONE_EN.matcher(text).matches()) {
            return Optional.of(new Intent.Forget("", false, Language.EN));
        }
        if (FORGET_ALONE_PT.matcher(text).matches()) {
            return Optional.of(new Intent.Forget("", false, Language.PT));
        }
        return Optional.empty();
    }

    /** @param questionMark whether the turn, as said, ends with a question mark */
    public static Optional<Intent> read(String text, boolean questionMark) {
        Matcher m;
        if ((m = REMEMBER_EN.matcher(text)).matches()) {
            return Optional.of(new Intent.Remember(m.group(2), m.group(1) != null, Language.EN));
        }
        if ((m = REMEMBER_PT.matcher(text)).matches()) {
            return Optional.of(new Intent.Remember(m.group(2), m.group(1) != null, Language.PT));
        }
        Optional<Intent> polite = politeRemember(text, questionMark);
        if (polite.isPresent()) {
            return polite;
        }
        if (KNOW_EN.matcher(text).matches()) {
            return Optional.of(new Intent.WhatDoYouKnow(Language.EN));
        }
        if (KNOW_PT.matcher(text).matches()) {
            return Optional.of(new Intent.WhatDoYouKnow(Language.PT));
        }
        if (FORGET_ALL_EN.matcher(text).matches()) {
            return Optional.of(new Intent.Forget(text, true, Language.EN));
        }
        if (FORGET_ALL_PT.matcher(text).matches()) {
            return Optional.of(new Intent.Forget(text, true, Language.PT));
        }
        if ((m = FORGET_EN.matcher(text)).matches()) {
            return Optional.of(new Intent.Forget(m.group(1), false, Language.EN));
        }
        if ((m = FORGET_PT.matcher(text)).matches()) {
            return Optional.of(new Intent.Forget(m.group(1), false, Language.PT));
        }
        return Optional.empty();
    }

    /**
     * A request to remember with a courtesy before the verb ("can you remember that …", "could you note that …",
     * "podes lembrar-te que …", "consegues guardar que …"): what follows "that" or "que" is kept, as after "remember
     * that". Whether it is a request and not a question about memory ("can you remember where …?") is
     * {@link #asksToRemember}'s to say.
     */
    private static Optional<Intent> politeRemember(String text, boolean questionMark) {
        Matcher m = ASKS_TO_REMEMBER.matcher(text);
        if (!m.matches() || m.group("courtesy").isEmpty() || !REMEMBER_VERB.matcher(m.group("verb")).matches()
                || !asksToRemember(text, questionMark)) {
            return Optional.empty();
        }
        Matcher kept = KEPT_AFTER.matcher(m.group("after"));
        if (!kept.matches()) {
            return Optional.empty();
        }
        Language language = kept.group(2).equals("that") ? Language.EN : Language.PT;
        return Optional.of(new Intent.Remember(kept.group(3), kept.group(1) != null, language));
    }

    /** A question, from its question mark or its first word. */
    public static Optional<Intent> question(String text, boolean questionMark, Language language) {
        if (!questionMark && !QUESTION_WORD.matcher(text).matches()) {
            return Optional.empty();
        }
        return Optional.of(new Intent.MemoryQuestion(text, PERSONAL.matcher(text).matches(), language));
    }
}
