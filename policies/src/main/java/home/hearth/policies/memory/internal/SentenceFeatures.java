package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A sentence as a sparse vector for {@link ExampleModel}: its words, word pairs and triples, and each word's
 * character 3- to 5-grams, hashed into {@link #SIZE} slots and scaled to unit length. Numbers become their
 * shape (a four-digit run, a spoken number word, letters mixed with digits), so "the code is 4471" and "the
 * code is 8812" look alike and a value's digits are never what the model learns. Character n-grams carry
 * the recogniser's slips and the two languages' shared stems ("password", "pasword", "passe").
 */
final class SentenceFeatures {
    static final int SIZE = 1 << 16;
    private static final Set<String> NUMBER_WORDS = Set.of(("zero one two three four five six seven eight nine oh ten eleven twelve"
            + " thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety"
            + " hundred thousand double triple um uma dois duas tres quatro cinco seis sete oito nove dez onze doze treze catorze"
            + " quinze dezasseis dezesseis dezassete dezessete dezoito dezanove dezenove vinte trinta quarenta cinquenta sessenta"
            + " setenta oitenta noventa cem cento mil duplo triplo").split(" "));
    private static final String NUMBER_SHAPE = "<n>";

    /** Slots in increasing order with their weights; unit length. */
    record Vector(int[] slots, float[] weights) {}

    private SentenceFeatures() {}

    static Vector of(TextForm text) {
        List<String> words = text.words();
        String[] shapes = new String[words.size()];
        int run = 0;
        int longestRun = 0;
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = shape(words.get(i));
            run = shapes[i].equals(NUMBER_SHAPE) ? run + 1 : 0;
            longestRun = Math.max(longestRun, run);
        }
        Slots slots = new Slots();
        for (int i = 0; i < shapes.length; i++) {
            slots.add(hash(seed("u:"), shapes[i]));
            if (i > 0) {
                slots.add(hash(hash(hash(seed("b:"), shapes[i - 1]), '_'), shapes[i]));
            }
            if (i > 1) {
                slots.add(hash(hash(hash(hash(hash(seed("t:"), shapes[i - 2]), '_'), shapes[i - 1]), '_'), shapes[i]));
            }
        }
        for (int w = 0; w < shapes.length; w++) {
            if (!shapes[w].equals(words.get(w))) {
                continue; // a number's characters are its value, not its meaning
            }
            String bounded = "#" + shapes[w] + "#";
            for (int n = 3; n <= 5; n++) {
                for (int i = 0; i + n <= bounded.length(); i++) {
                    int h = seed("c:");
                    for (int j = i; j < i + n; j++) {
                        h = hash(h, bounded.charAt(j));
                    }
                    slots.add(h);
                }
            }
        }
        // Four or more number words in a row is how a code is spoken ("nine nine three one").
        slots.add(hash(seed("nrun:"), Integer.toString(Math.min(longestRun / 4, 3))));
        return slots.vector();
    }

    /**
     * Whether the text holds something a secret could be: a word with a digit ("4471", "tulip99") or two number words in
     * a row ("seven seven", "forty forty"). A sentence without one names a secret at most ("the password is in his bag").
     */
    static boolean holdsValue(TextForm text) {
        int run = 0;
        for (String w : text.words()) {
            String shape = shape(w);
            if (!shape.equals(w) && !shape.equals(NUMBER_SHAPE)) {
                return true;
            }
            run = shape.equals(NUMBER_SHAPE) ? run + 1 : 0;
            if (run == 2) {
                return true;
            }
        }
        return false;
    }

    private static String shape(String word) {
        if (word.chars().allMatch(Character::isDigit)) {
            return "<d" + Math.min(word.length(), 6) + ">";
        }
        if (NUMBER_WORDS.contains(word)) {
            return NUMBER_SHAPE;
        }
        return word.chars().anyMatch(Character::isDigit) ? "<ad>" : word;
    }

    // A feature's hash is String.hashCode of its text ("b:the_code"), computed without building the string; that
    // hash is fixed by the language specification, so the slots are the same in every JVM.
    private static int seed(String prefix) {
        return hash(0, prefix);
    }

    private static int hash(int h, String s) {
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    private static int hash(int h, char c) {
        return 31 * h + c;
    }

    /** The features' slots as they come, then counted and scaled. */
    private static final class Slots {
        private int[] slots = new int[256];
        private int size;

        void add(int featureHash) {
            if (size == slots.length) {
                slots = Arrays.copyOf(slots, size * 2);
            }
            slots[size++] = (featureHash * 0x9E3779B1) >>> 16;
        }

        Vector vector() {
            int[] sorted = Arrays.copyOf(slots, size);
            Arrays.sort(sorted);
            int[] distinct = new int[size];
            float[] counts = new float[size];
            int n = 0;
            for (int i = 0; i < size; i++) {
                if (n > 0 && distinct[n - 1] == sorted[i]) {
                    counts[n - 1]++;
                } else {
                    distinct[n] = sorted[i];
                    counts[n++] = 1;
                }
            }
            double norm = 0;
            for (int i = 0; i < n; i++) {
                norm += counts[i] * counts[i];
            }
            float scale = (float) (norm == 0 ? 1 : 1 / Math.sqrt(norm));
            for (int i = 0; i < n; i++) {
                counts[i] *= scale;
            }
            return new Vector(Arrays.copyOf(distinct, n), Arrays.copyOf(counts, n));
        }
    }
}
