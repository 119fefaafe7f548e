package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A lock, a pad or a locker followed by the code it takes, said out loud rather than named: "the bike shed keypad is four
 * four one two followed by the star", "my locker at the gym opens with forty one nineteen", "o cacifo abre com vinte e dois
 * catorze", "the bike lock is charlie delta four seven" (letters of the phonetic alphabet beside numbers), and keys pressed
 * around the digits ("press hash then 7 7 1 9 at the porch door", "carregas no asterisco e depois 4 0 2 2"). Nothing
 * here is a code without its number: "the garden lock takes a long brass key", "the storage unit opens at eight", "the
 * keypad has a star key and a hash key".
 */
final class SaidCodes {
    private static final String GUARDED = "doors?|gate|garage|alarm|safe|shed|lock|padlock|locker|lockbox|lock box|key box|keypad|key pad"
            + "|storage unit|bin store|bike store|store room|storeroom|cage|bike cage|cabinet|cupboard|trunk|portas?|portao|garagem|alarme|cofre|cadeado|cacifo|fechadura|teclado|caixa das chaves";
    /** The NATO letters a code is spelt with, and the "niner" that goes with them. */
    private static final String PHONETIC = "alpha|alfa|bravo|charlie|delta|echo|eco|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike"
            + "|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|xray|yankee|zulu";
    private static final String NUMBER = SecretDetector.NUMBER_WORD + "|niner|\\d{1,4}";
    private static final String SPELT = "((" + PHONETIC + ") ){1,4}(" + NUMBER + ")( (" + NUMBER + "|" + PHONETIC + ")){0,6}"
            + "|((" + NUMBER + ") ){1,4}(" + PHONETIC + ")( (" + NUMBER + "|" + PHONETIC + ")){0,6}";
    /** Phonetic letters and numbers listed with commas: "opens with hotel, alpha, seven, seven" (batch forty-seven). */
    private static final String SPELT_LISTED = "((" + PHONETIC + ")( qqend)? ){1,4}(" + NUMBER + ")(( qqend)? (" + NUMBER + "|" + PHONETIC + ")){1,6}";
    /** A year is a date, and three digits after a locker are its number ("o número do meu cacifo é o 214"), not its code. */
    private static final String NOT_A_YEAR_OR_NUMBER = "(?!(?:19|20)\\d\\d\\b)";
    /** "the number of my locker": what follows is which locker, not how it opens. */
    private static final String NOT_ITS_NUMBER = "(?<!\\b(?:number|numbers|numero|numeros) (?:of |for |do |da |de |dos |das )?(?:the |my |our |o |a |meu |minha "
            + "|o meu |a minha )?)";
    /** Four or more number words, a number said with tens ("forty one nineteen"), digits, or phonetic letters with numbers. */
    private static final String CODE = "(" + SecretDetector.NUMBER_WORD + ")( (" + SecretDetector.NUMBER_WORD + ")){3,}|" + SecretDetector.SPOKEN
            + "|" + NOT_A_YEAR_OR_NUMBER + "\\d{4,8}\\b|\\d( \\d){2,7}\\b|" + SPELT + "|" + SPELT_LISTED;
    /** How a lock is said to take its code: "is", "takes", "goes", "opens with", "abre com", "leva". */
    private static final String TAKES = "is|are|qqis|e|takes|goes|leva|vai|opens (with|on)|unlocks (with|on)|abre (com|no|na)|destranca com";
    /** A key pressed before or after the digits. */
    private static final String KEY = "(the |o |a )?(star|hash|pound|tick|enter|green|asterisco|cardinal|visto|verde)( key| button| tecla| botao)?";
    private static final String PRESS = "press|presses|hit|tap|push|carrega(s)? (em|no|na)|carrega(s)?|prime|primes|aperta(s)?( no| na)?";
    private static final List<Pattern> SAID = Patterns.words(
            NOT_ITS_NUMBER + "(" + GUARDED + ")( \\w+){0,6} (" + TAKES + ")( the| o| a)? (" + CODE + ")" + SecretDetector.NOT_A_QUANTITY
                    // a count of things, not a code: "the lock takes four double a batteries", "takes twenty two seconds"
                    + "(?! (a |aa |aaa )?(batteries|battery|pilhas|seconds|segundos|degrees|percent|inches|o clock|am|pm|graus|por cento|horas"
                    + "|minutes|minutos|wide|tall|high|deep|long)\\b)",
            // a key pressed and then digits is a code keyed in, whatever it opens: "for the flats you hit star then 1 6 6 2"
            "(" + PRESS + ") " + KEY + " (then|and then|followed by|e depois|depois) (" + CODE + ")");

    boolean holdsCode(TextForm text) {
        return Patterns.any(text, SAID);
    }
}
