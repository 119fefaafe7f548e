package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/** Content words of a text (English and Portuguese stop words removed), lightly stemmed for overlap. */
public final class ContentWords {
    private static final Set<String> STOP = Set.copyOf(Arrays.asList(
            "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from", "as", "it", "its", "this", "that", "these",
            "those", "i", "me", "my", "mine", "you", "your", "we", "our", "us", "he", "him", "his", "she", "her", "they", "them",
            "their", "so", "too", "very", "just", "also", "then", "there", "here", "what", "which", "who", "whom", "will", "would",
            "can", "could", "should", "shall", "may", "might", "must", "not", "no", "yes", "ok", "okay", "please", "thanks", "remember",
            "thing", "things", "stuff", "something", "some", "any", "all", "about", "into", "up", "out", "if", "than", "when",
            "o", "os", "as", "um", "uma", "uns", "umas", "e", "ou", "mas", "de", "do", "da", "dos", "das", "em", "no", "na", "nos",
            "nas", "ao", "aos", "para", "por", "pelo", "pela", "com", "sem", "que", "se", "eu", "tu", "ele", "ela", "nos", "eles",
            "elas", "meu", "minha", "meus", "minhas", "teu", "tua", "seu", "sua", "este", "isto", "isso", "aquilo", "ja", "muito", "mais", "menos", "tambem", "lembra", "lembrar", "lembrate",
            "coisa", "coisas", "algo", "nao", "sim", "te", "me", "lhe"));

    private ContentWords() {}

    /** The content words, in order, without repeats. */
    public static Set<String> of(TextForm text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : text.words()) {
            if (!STOP.contains(w) && (w.length() >= 2 || Character.isDigit(w.charAt(0)))) {
                out.add(w);
            }
        }
        return out;
    }

    /** Stems for overlap: the first five letters of longer words ("bedrooms" → "bedro", "gostava" → "gosta"). */
    public static Set<String> stems(TextForm text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : of(text)) {
            out.add(w.length() > 5 ? w.substring(0, 5) : w);
        }
        return out;
    }
}
