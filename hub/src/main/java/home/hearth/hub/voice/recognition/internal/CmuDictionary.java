package home.hearth.hub.voice.recognition.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/** The words Sphinx4's English dictionary can pronounce, read once from the sphinx4-data jar. */
public final class CmuDictionary {
    public static final String RESOURCE = "/edu/cmu/sphinx/models/en-us/cmudict-en-us.dict";
    private static volatile Set<String> words;

    private CmuDictionary() {}

    public static boolean knows(String word) {
        return words().contains(word);
    }

    private static Set<String> words() {
        Set<String> w = words;
        if (w == null) {
            synchronized (CmuDictionary.class) {
                if (words == null) {
                    words = load();
                }
                w = words;
            }
        }
        return w;
    }

    private static Set<String> load() {
        Set<String> out = new HashSet<>(200_000);
        try (InputStream in = CmuDictionary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path (sphinx4-data is missing)");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                int space = line.indexOf(' ');
                if (space > 0 && line.charAt(space - 1) != ')') {
                    out.add(line.substring(0, space));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(out);
    }
}
