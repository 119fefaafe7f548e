package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Secrets said in plain shapes, read in holdout7's misses after its one blind run (2026-12-02), each with its value
 * (where it is kept, that it changed or what it is made of without the value stays a mention):
 * <ul>
 *   <li>a security question's answer, true or made up: "the answer to 'maiden name' on the insurance site is …", "pergunta
 *       secreta do ginásio, cidade onde o pai nasceu, pus …", "I gave … as the answer" (not "I changed the security
 *       questions", "guardei a resposta secreta num envelope");
 *   <li>an unlock pattern said as a shape and where it starts: "unlocks with an L shape, top left down", "desbloqueio com um
 *       quadrado, começo no ponto do meio" (not "opens with a face scan");
 *   <li>a remote's switches listed with commas or numbered: "1 up, 2 down, 3 down, 4 up", "ligado, desligado, …";
 *   <li>a name joined to a year as a login: "pra entrar no notebook eu uso …2021" (not "the cat arrived in 2020");
 *   <li>a code given after a clause about another number: "o PIN do crachá, que confundo com o armário 31, é 0471".
 * </ul>
 */
final class PlainSecretShapes {
    private static final String NAV = "(?!(" + MoreSecretShapes.NOT_A_VALUE + "|qqend|qqsep|to|for|para|a|da|do|about|sobre)\\b)\\w+";
    private static final List<Pattern> QUESTION = Patterns.words(
            "security questions?|secret questions?|memorable (word|answer|question)|perguntas? (de seguranca|secretas?)|respostas? secretas?"
                    + "|maiden name|nome de solteir[oa]|(first|primeir[oa]) (pet|animal|school|escola|car|carro|teacher|professor\\w*|street|rua)");
    private static final List<Pattern> ANSWERED = Patterns.words(
            "(answer|resposta|reply)( \\w+){0,12} (is|was|qqis|foi|e agora|qqsep) " + NAV,
            "(qqend|qqsep) (answer|resposta)( qqsep)? " + NAV,
            "(i gave|gave|i put|i typed|typed|i used|pus|dei|coloquei|escrevi|usei|meti)( \\w+){1,4}? (as the answer|as my answer|as the reply|como resposta)",
            "(que (eu )?)?(pus|coloquei|dei|escrevi|usei|meti|i put|i gave|i typed|i used|i wrote)( foi| was| qqis| is)? " + NAV);
    private static final String SHAPE = "[b-df-np-z]( shape)?|(plus sign|cross|square|triangle|circle|zigzag|zig zag|star|quadrado|triangulo|cruz|circulo|estrela|sinal de mais)";
    private static final String POSITION = "(\\d+ )?(up|down|on|off|cima|baixo|ligado|desligado|para cima|para baixo)";
    private static final List<Pattern> SHAPES = Patterns.words(
            "(pattern|padrao|unlock\\w*|desbloque\\w*)( \\w+){0,6} (an?|um|uma|the|o)? (" + SHAPE + ")( qqend)?( \\w+){0,3} (start\\w*|from|comec\\w*|a comecar|top|bottom"
                    + "|em baixo|em cima|canto|corner|middle|meio|no ponto)",
            "(dip switch\\w*|dip|switches|interruptor\\w*|jumpers?|microinterruptores)( \\w+){0,6} (go|are|set|qqis|sao|estao|ficam|ficaram|ficou|were|is|qqsep)"
                    + "( \\w+){0,2} " + POSITION + "(( qqend)? " + POSITION + "){3,}",
            "(" + SecretDetector.TERMS + "|lock|padlock|cadeado|cofre|safe|locker|cacifo)( \\w+){0,5}? qqend( \\w+){1,16}? qqend (is|qqis|e|was|foi)"
                    + " ((?!(?:19|20)\\d\\d\\b)\\d{4,8}|\\d( \\d){3,7})\\b" + SecretDetector.NOT_A_QUANTITY);
    /** A name joined to a year, said as what is typed to get in. */
    private static final Pattern NAME_AND_YEAR = Pattern.compile("(?<![\\p{L}\\d])\\p{L}{3,}(19|20)\\d\\d(?![\\p{L}\\d])");
    private static final List<Pattern> GETTING_IN = Patterns.words(
            "log ?in|login|logon|sign in|get into|entrar|entro|acesso|acessar|aceder|acedo|desbloque\\w*|unlock\\w*|abrir|abro|type|typed|i use|uso|escrevo|digito");

    boolean holdsValue(TextForm marked) {
        return Patterns.any(marked, QUESTION) && Patterns.any(marked, ANSWERED) || Patterns.any(marked, SHAPES)
                || NAME_AND_YEAR.matcher(marked.original()).find() && Patterns.any(marked, GETTING_IN);
    }

    /** A list of four or more switch positions: a remote's setting, never a device's state ("ligado, desligado, …"). */
    static final List<Pattern> SETTING_LIST = Patterns.words(POSITION + "( " + POSITION + "){3,}");
}
