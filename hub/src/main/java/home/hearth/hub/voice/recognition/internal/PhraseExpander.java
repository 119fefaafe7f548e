package home.hearth.hub.voice.recognition.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Expands the JSGF subset {@link CommandGrammar} writes (words, {@code <rule>}, {@code ( | )},
 * {@code [ ]}) into phrases. A sequence whose combinations stay under {@link #FULL_LIMIT} is
 * expanded fully; a larger one (a device list times every number) gets one phrase per alternative
 * of its largest part, the others taken in turn, so every word and most word pairs still occur.
 */
final class PhraseExpander {
    static final int FULL_LIMIT = 1_000;
    private final Map<String, String> rules;
    private final Map<String, List<String>> done = new HashMap<>();
    private String text;
    private int pos;

    PhraseExpander(Map<String, String> rules) {
        this.rules = rules;
    }

    List<String> expand(String rule) {
        List<String> cached = done.get(rule);
        if (cached != null) {
            return cached;
        }
        String body = rules.get(rule);
        if (body == null) {
            throw new IllegalArgumentException("the grammar has no rule " + rule);
        }
        String savedText = text;
        int savedPos = pos;
        text = body;
        pos = 0;
        List<String> out = alternatives();
        text = savedText;
        pos = savedPos;
        done.put(rule, out);
        return out;
    }

    private List<String> alternatives() {
        LinkedHashSet<String> out = new LinkedHashSet<>(sequence());
        while (peek() == '|') {
            pos++;
            out.addAll(sequence());
        }
        return new ArrayList<>(out);
    }

    private List<String> sequence() {
        List<List<String>> parts = new ArrayList<>();
        for (char c = peek(); c != 0 && c != '|' && c != ')' && c != ']'; c = peek()) {
            parts.add(item());
        }
        return combine(parts);
    }

    private List<String> item() {
        char c = peek();
        if (c == '(' || c == '[') {
            pos++;
            List<String> inner = new ArrayList<>(alternatives());
            pos++; // the closing bracket
            if (c == '[') {
                inner.add("");
            }
            return inner;
        }
        int start = pos;
        while (pos < text.length() && " |()[]".indexOf(text.charAt(pos)) < 0) {
            pos++;
        }
        String token = text.substring(start, pos);
        return token.startsWith("<") ? expand(token) : List.of(token);
    }

    private char peek() {
        while (pos < text.length() && text.charAt(pos) == ' ') {
            pos++;
        }
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private static List<String> combine(List<List<String>> parts) {
        long product = 1;
        int widest = 1;
        for (List<String> p : parts) {
            product = Math.min(product * p.size(), Integer.MAX_VALUE);
            widest = Math.max(widest, p.size());
        }
        List<String> out = new ArrayList<>();
        if (product <= FULL_LIMIT) {
            out.add("");
            for (List<String> p : parts) {
                List<String> next = new ArrayList<>();
                for (String prefix : out) {
                    for (String alt : p) {
                        next.add(join(prefix, alt));
                    }
                }
                out = next;
            }
            return out;
        }
        for (int i = 0; i < widest; i++) {
            String phrase = "";
            for (List<String> p : parts) {
                phrase = join(phrase, p.get(i % p.size()));
            }
            out.add(phrase);
        }
        return out;
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }
}
