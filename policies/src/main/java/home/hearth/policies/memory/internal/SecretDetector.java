package home.hearth.policies.memory.internal;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds credentials and secrets in English and Portuguese: passwords, PINs, alarm and door codes,
 * card numbers (Luhn-checked), IBANs (mod-97-checked), API keys and tokens.
 */
public final class SecretDetector {
    private static final String NOT_A_YEAR = "(?!(?:19|20)\\d\\d\\b)";
    private static final List<Pattern> CODES = Patterns.words(
            "passwords?|passwd|passphrases?|passcodes?|pwd|pass word|senhas?|palavras? ?passe|contrasenas?",
            "pin",
            "(alarm|door|gate|garage|lock|safe|security|access|entry|keypad|recovery|backup|verification|2fa|otp|unlock|wifi) ?codes?",
            "codes? (for|to|of) (the )?(alarm|door|front door|back door|gate|garage|safe|lock|keypad)",
            "codigos? (do|de|da|dos|das|para o|para a) (alarme|porta|portao|garagem|cofre|seguranca|acesso|cartao|entrada|verificacao|desbloqueio|wifi)",
            "codigo (secreto|pin)",
            "(combination|combinacao|segredo) (to|for|of|do|da) (the )?(safe|lock|cofre|cadeado)|safe combination",
            "(alarm|alarme|door|porta|gate|portao|garage|garagem|safe|cofre|keypad|lock|fechadura)( \\w+){0,3} " + NOT_A_YEAR + "\\d{4,8}",
            "(?<!error )(?<!erro )(codes?|codigos?|combination|combinacao|pin)( \\w+){0,5} " + NOT_A_YEAR + "\\d{3,8}",
            "(wifi|wi fi|network|rede|router)( \\w+){0,5} (key|password|chave|senha)|chave (do|da) (wifi|wi fi|rede|router)",
            "credentials|credenciais|dados de acesso|logins? (details|info|for|to|do|da|de|is|e)",
            "(login|log in|sign in|username|user name|utilizador)( \\w+){0,6} (and|e|with|com) \\w+",
            "(seed|recovery|mnemonic) phrase|frase (semente|de recuperacao)");
    private static final List<Pattern> BANK = Patterns.words(
            "cvv2?|cvc|iban|nib|ssn|social security number|routing number|sort code",
            "(card|cartao) (number|numero)|numero do cartao|(credit|debit|bank) card( number)?|cartao de (credito|debito)",
            "(bank )?account number|numero da conta|numero de conta");
    private static final List<Pattern> KEYS = Patterns.words(
            "(api|access|auth|bearer|refresh|secret|private|ssh|encryption|session) ?(key|token)s?|api ?keys?|tokens?",
            "chaves? (da |de )?(api|privada|secreta|de acesso|de encriptacao|ssh)|chave api");
    private static final Pattern KEY_SHAPES = Pattern.compile(
            "\\b(?:(?:sk|pk|rk)[-_](?:live_|test_)?[A-Za-z0-9]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}"
                    + "|xox[baprs]-[A-Za-z0-9-]{10,}|eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}|[0-9a-fA-F]{32,}"
                    + "|(?=[A-Za-z0-9+/_-]*\\d)(?=[A-Za-z0-9+/_-]*[a-z])(?=[A-Za-z0-9+/_-]*[A-Z])[A-Za-z0-9+/_-]{24,})");
    private static final Pattern DIGIT_RUN = Pattern.compile("(?<!\\d)(?:\\d[ -]?){12,18}\\d(?!\\d)");
    private static final Pattern IBAN = Pattern.compile("\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\\b");
    private static final Pattern PIN_WITH_DIGITS = Pattern.compile("\\bpin\\b.*\\d|\\d.*\\bpin\\b");

    /** The kind of secret in the text, if any. */
    public Optional<SecretKind> find(TextForm text) {
        if (hasCardNumber(text.original()) || hasIban(text.original()) || Patterns.any(text, BANK)) {
            return Optional.of(SecretKind.CARD_OR_BANK);
        }
        if (KEY_SHAPES.matcher(text.original()).find() || Patterns.any(text, KEYS)) {
            return Optional.of(SecretKind.KEY_OR_TOKEN);
        }
        if (Patterns.any(text, CODES) || PIN_WITH_DIGITS.matcher(text.normal()).find()) {
            return Optional.of(SecretKind.PASSWORD_OR_CODE);
        }
        return Optional.empty();
    }

    static boolean hasCardNumber(String text) {
        Matcher m = DIGIT_RUN.matcher(text);
        while (m.find()) {
            String digits = m.group().replaceAll("[ -]", "");
            if (digits.length() >= 13 && digits.length() <= 19 && luhn(digits)) {
                return true;
            }
        }
        return false;
    }

    static boolean luhn(String digits) {
        int sum = 0;
        boolean twice = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int d = digits.charAt(i) - '0';
            if (twice) {
                d = d * 2 > 9 ? d * 2 - 9 : d * 2;
            }
            sum += d;
            twice = !twice;
        }
        return sum % 10 == 0;
    }

    static boolean hasIban(String text) {
        Matcher m = IBAN.matcher(text.toUpperCase(Locale.ROOT));
        while (m.find()) {
            if (ibanChecksumHolds(m.group().replace(" ", ""))) {
                return true;
            }
        }
        return false;
    }

    private static boolean ibanChecksumHolds(String iban) {
        String moved = iban.substring(4) + iban.substring(0, 4);
        int remainder = 0;
        for (char c : moved.toCharArray()) {
            int v = Character.isDigit(c) ? c - '0' : c - 'A' + 10;
            remainder = (v >= 10 ? remainder * 100 + v : remainder * 10 + v) % 97;
        }
        return iban.length() >= 15 && remainder == 1;
    }
}
