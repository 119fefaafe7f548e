package home.hearth.devices;

import java.text.Normalizer;
import java.util.Locale;

/** How names and aliases are compared: case-, accent- and spacing-insensitive. */
public final class Names {
    private Names() {}

    /** "  Lâmpada da  Sala " → {@code lampada da sala}. Null becomes empty. */
    public static String normalise(String text) {
        if (text == null) {
            return "";
        }
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFKD);
        return decomposed.replaceAll("\\p{M}+", "")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[\\s_]+", " ")
                .trim();
    }
}
