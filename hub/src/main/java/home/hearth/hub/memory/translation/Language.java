package home.hearth.hub.memory.translation;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/** The two languages of the household, and a rough guess from the words of a text. */
public enum Language {
    EN,
    PT;

    private static final Set<String> PT_WORDS = Set.of("o", "os", "as", "um", "uma", "de", "do", "da", "dos", "das", "em", "no",
            "na", "que", "nao", "meu", "minha", "para", "com", "e", "esta", "sao", "ao", "pela", "pelo", "se", "quando", "gosto",
            "tem", "vem", "quem", "onde", "qual", "como", "porque", "sempre", "todos", "todas", "dia", "noite", "manha");
    /** Not "a": it is an article in both languages ("a chave", "a key"), so it says nothing. */
    private static final Set<String> EN_WORDS = Set.of("the", "an", "is", "are", "of", "in", "on", "at", "and", "to", "my",
            "i", "we", "our", "what", "when", "where", "who", "how", "does", "do", "with", "for", "every", "likes", "like", "has");

    public static Language guess(String text) {
        String plain = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        String[] words = plain.split("[^\\p{L}]+");
        long pt = Arrays.stream(words).filter(PT_WORDS::contains).count() + (text.matches("(?s).*[ãõçáéíóúâêôà].*") ? 2 : 0);
        long en = Arrays.stream(words).filter(EN_WORDS::contains).count();
        return pt > en ? PT : EN;
    }

    public Language other() {
        return this == PT ? EN : PT;
    }
}
