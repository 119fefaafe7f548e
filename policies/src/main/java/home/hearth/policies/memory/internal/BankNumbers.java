package home.hearth.policies.memory.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers that are secrets by their shape alone, whatever the words around them: a card number (13 to 19 digits, spaced
 * or not, that pass the Luhn check) and an IBAN (country, check digits and groups that pass the mod-97 check). A run of
 * digits that fails its check is a phone number, an order or a meter reading, not a card.
 */
final class BankNumbers {
    private static final Pattern DIGIT_RUN = Pattern.compile("(?<!\\d)(?:\\d[ -]?){12,18}\\d(?!\\d)");
    private static final Pattern IBAN = Pattern.compile("\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\\b");

    private BankNumbers() {}

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

    private static boolean luhn(String digits) {
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
