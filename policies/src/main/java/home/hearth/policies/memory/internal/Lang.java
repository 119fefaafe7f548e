package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.Set;

/** A rough guess at whether a text is Portuguese, so the hub answers in the speaker's language. */
public enum Lang {
    EN,
    PT;

    private static final Set<String> PT_WORDS = Set.copyOf(Arrays.asList("eu", "o", "os", "as", "um", "uma", "de", "do", "da", "dos", "das", "em",
            "no", "na", "que", "nao", "meu", "minha", "para", "com", "gosto", "sempre", "esta", "estao", "e", "lembra", "lembrate",
            "porque", "quando", "casa", "quarto", "sala", "cozinha", "noite", "manha", "nunca", "ao", "aos", "pelo", "pela", "sou"));
    private static final Set<String> EN_WORDS = Set.copyOf(Arrays.asList("i", "the", "a", "an", "is", "are", "my", "to", "of", "in", "on", "at",
            "and", "that", "like", "it", "we", "our", "you", "remember", "always", "never", "for", "with", "when", "am"));

    public static Lang guess(TextForm text) {
        long pt = text.words().stream().filter(PT_WORDS::contains).count();
        long en = text.words().stream().filter(EN_WORDS::contains).count();
        return pt > en ? PT : EN;
    }

    /** Picks the sentence in this language. */
    public String pick(String english, String portuguese) {
        return this == PT ? portuguese : english;
    }
}
