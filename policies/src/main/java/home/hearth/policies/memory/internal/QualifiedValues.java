package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A credential whose value comes after a long description of whose it is or what it opens: "the pin for my mum's old
 * building society card is 5 0 9 3", "the code to get into the building is 1 3 7 9", "a senha do roteador do escritório
 * do meu marido é macaco2020". {@link SecretDetector}'s patterns allow six words between a credential and its copula;
 * here up to twelve, so only a value shaped like one counts: digits (not a year, not a quantity: "is 12 metres away"),
 * number words, or letters and digits together; and only a code that opens something (not "o código postal da casa é
 * 8600-315"). A clause ends the description: the value must
 * belong to the same sentence as the credential.
 */
final class QualifiedValues {
    /** A code that opens nothing: a postcode, a dialling or a dress code, a discount. */
    private static final String NOT_A_LOCK = "(?<!\\b(?:zip|area|post|postal|dress|bar|promo|discount|voucher|error|qr|country|dialling|dialing|tax|source"
            + "|colour|color|product|tracking|booking|reference) )";
    private static final String CREDENTIAL = SecretDetector.TERMS + "|" + NOT_A_LOCK + "codes?(?! (of conduct|of practice)\\b)"
            + "|codigos?(?! (postal|de barras|de cores|de vestuario|promocional|de desconto|de erro|do pais|de area|qr|fiscal|de produto|de conduta"
            + "|de reserva|de rastreio|de seguimento)\\b)|combination|combinacao|combo|segredo"
            // a sequence keyed in, the number of a box of keys: "the disarm sequence is 9 9 0 1", "the number for the key box is 5 5 8"
            + "|sequences?(?! numbers?\\b)|sequencias?|numbers? (for|of|to|do|da|para) (the |o |a )?(key box|keybox|lock box|lockbox|key safe|safe"
            + "|padlock|locker|cadeado|cofre|caixa das chaves|cacifo)";
    /**
     * Up to twelve words that are neither a copula nor the end of a clause; a relative clause's own copula is part of the
     * description ("o código do cadeado que está na garagem é 4 0 7"), and so is an aside between commas ("the key code for
     * my brother's garage, the one behind the pub, is 6 4 2 0"), but not a new sentence.
     */
    private static final String DESCRIPTION = "( ((that|which|who|where|que|onde) (is|are|was|were|esta|estao|e|fica|ficam)"
            + "|qqend(?= (the one|the ones|which|who|where|o que|a que|aquele|aquela|a tal|o tal|que|onde)\\b)|qqend(?= (" + SecretDetector.COPULA + ")\\b)"
            + "|(?!(?:is|are|was|were|e|qqis|sao|era|eram|esta|estao|qqend|qqsep)\\b)\\w+)){0,12}";
    /** Words that begin a place, a time or a state, not a value: "is in 2 0 2 4", "is about twenty years old". */
    private static final String NOT_A_WORD_OF_VALUE = "in|on|at|since|from|until|about|around|almost|nearly|over|under|just|only|still|now|em|no|na|desde"
            + "|ate|cerca|quase|mais|menos|ha|already|ja|also|tambem|usually|normalmente|every|todos|todas|cada|for|para|pra|by|com|with";
    private static final String VALUE = SecretDetector.DIGITS + "|" + SecretDetector.SPOKEN + "|[a-z]+\\d+[a-z\\d]*|\\d+[a-z]+[a-z\\d]*"
            // a word and a number said after it: "a senha do wifi da casa da praia é maresia dois mil e vinte"
            + "|(?!(" + NOT_A_WORD_OF_VALUE + ")\\b)[a-z]+ (" + SecretDetector.SPOKEN + "|\\d{2,8})";
    private static final List<Pattern> VALUES = Patterns.words(
            "(" + CREDENTIAL + ")" + DESCRIPTION + " (" + SecretDetector.COPULA + ")( the| o| a)? (" + VALUE + ")" + SecretDetector.NOT_A_QUANTITY);

    boolean holdsValue(TextForm text) {
        return Patterns.any(text, VALUES);
    }
}
