package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.Set;

/**
 * Finds small talk and acknowledgements ("ok thanks", "obrigado!", "bom dia"): texts made only of
 * such words, stretched letters allowed ("thaaanks").
 */
public final class SmallTalkDetector {
    private static final int MAX_WORDS = 8;
    private static final Set<String> VOCABULARY = Set.copyOf(Arrays.asList(
            "ok", "okay", "okey", "k", "kk", "thanks", "thank", "thx", "ty", "tks", "cheers", "cool", "great", "nice", "awesome",
            "perfect", "got", "it", "yes", "yeah", "yep", "yup", "no", "nope", "nah", "sure", "hello", "hi", "hey", "good", "morning",
            "afternoon", "evening", "night", "bye", "goodbye", "see", "you", "later", "lol", "haha", "hah", "hm", "hmm", "um", "uh",
            "alright", "fine", "right", "so", "much", "a", "lot", "very", "how", "are", "what", "whats", "is", "up", "wow", "oh", "ah",
            "well", "done", "understood", "noted", "sounds", "the", "thankyou", "please", "sorry", "excuse", "me", "np", "welcome",
            "obrigado", "obrigada", "brigado", "brigada", "valeu", "fixe", "boa", "bom", "dia", "tarde", "noite", "ola", "oi", "tchau",
            "adeus", "sim", "nao", "ta", "esta", "bem", "certo", "perfeito", "beleza", "de", "nada", "muito", "muita", "tudo",
            "entendi", "percebi", "claro", "otimo", "optimo", "pois", "e", "entao", "desculpa", "ate", "logo", "amanha", "combinado",
            "porreiro", "isso", "one", "mate", "buddy", "dude", "man", "obrigadao", "pela", "ajuda", "help", "your", "ajudar", "again", "exato", "exatamente", "como", "estas", "vai", "vais", "tu", "and", "to", "for", "that"));

    public boolean isSmallTalk(TextForm text) {
        var words = text.words();
        if (words.isEmpty() || words.size() > MAX_WORDS) {
            return false;
        }
        return words.stream().map(SmallTalkDetector::unstretch).allMatch(VOCABULARY::contains);
    }

    /** "thaaanks" → "thanks", "okkk" → "ok", "hmmm" → "hm". */
    private static String unstretch(String word) {
        String once = word.replaceAll("(\\p{L})\\1{2,}", "$1");
        return VOCABULARY.contains(once) ? once : once.replaceAll("(\\p{L})\\1+", "$1");
    }
}
