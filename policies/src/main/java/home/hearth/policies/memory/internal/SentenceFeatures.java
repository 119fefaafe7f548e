package home.hearth.policies.memory.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A sentence as a sparse vector for {@link ExampleModel}: its words, word pairs and triples, and each word's
 * character 3- to 5-grams, hashed into {@link #SIZE} slots and scaled to unit length. Numbers become their
 * shape (a four-digit run, a spoken number word, letters mixed with digits), so "the code is 4471" and "the
 * code is 8812" look alike and a value's digits are never what the model learns. Character n-grams carry
 * the recogniser's slips and the two languages' shared stems ("password", "pasword", "passe"). A sentence that
 * {@link #holdsValue holds a value} also gets each word again, paired with that fact: "password" beside a value is a
 * secret's word, without one a mention's, and a weighted sum of single words cannot tell the two apart otherwise.
 */
final class SentenceFeatures {
    static final int SIZE = 1 << 16;
    /** Changes whenever a sentence's features change, so a model learned with older features is not used (PrebuiltScreen). */
    static final String VERSION = "2";
    private static final Set<String> NUMBER_WORDS = Set.of(("zero one two three four five six seven eight nine oh ten eleven twelve"
            + " thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety"
            + " hundred thousand double triple um uma dois duas tres quatro cinco seis sete oito nove dez onze doze treze catorze"
            + " quinze dezasseis dezesseis dezassete dezessete dezoito dezanove dezenove vinte trinta quarenta cinquenta sessenta"
            + " setenta oitenta noventa cem cento mil duplo triplo").split(" "));
    private static final String NUMBER_SHAPE = "<n>";
    private static final Set<String> TENS = Set.of(("twenty thirty forty fifty sixty seventy eighty ninety vinte trinta quarenta"
            + " cinquenta sessenta setenta oitenta noventa").split(" "));
    private static final Set<String> UNITS = Set.of("one two three four five six seven eight nine um uma dois duas tres quatro cinco seis sete oito nove"
            .split(" "));
    private static final Set<String> LARGE = Set.of("hundred", "thousand", "cem", "cento", "mil");
    /** Spelling alphabets: "alpha bravo three niner" is a value as much as "a b 3 9". */
    private static final Set<String> SPELLING_WORDS = Set.of(("alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet"
            + " juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray yankee zulu"
            + " niner").split(" "));
    /** What the recogniser writes for a number word it misheard: "ate won nine tree" is 8 1 9 3. */
    private static final Set<String> HEARD_AS_NUMBERS = Set.of("won", "to", "too", "for", "fore", "tree", "free", "ate", "nein");

    /**
     * Slots in increasing order with their weights (unit length), and whether the text {@link #holdsValue holds a
     * value}: decided once, for the paired words here and for the screen, which never takes a text without one for a
     * secret.
     */
    record Vector(int[] slots, float[] weights, boolean holdsValue) {}

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
        boolean holdsValue = holdsValue(text);
        if (holdsValue) {
            // Words only: paired numbers and a bias for "holds a value" made harmless numbers look like secrets ("o
            // autocarro 727 passa às oito e vinte", "born in nineteen forty seven").
            for (int w = 0; w < shapes.length; w++) {
                if (shapes[w].equals(words.get(w))) {
                    slots.add(hash(seed("v:"), shapes[w]));
                }
            }
        }
        return slots.vector(holdsValue);
    }

    /**
     * Whether the text holds something a secret could be: a word with a digit ("4471", "tulip99"), two number words in
     * a row ("seven seven", "forty forty"), or joined by "and"/"e" ("quarenta e quatro"), two words of a spelling
     * alphabet ("alpha bravo"), or three in a row of those and words a misheard number becomes, one of them a number
     * ("ate won nine tree"). A sentence without one names a secret at most ("the password is in his bag").
     */
    static boolean holdsValue(TextForm text) {
        List<String> words = text.words();
        int run = 0;
        int numbers = 0;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            String shape = shape(w);
            if (!shape.equals(w) && !shape.equals(NUMBER_SHAPE)) {
                return true;
            }
            boolean number = shape.equals(NUMBER_SHAPE) || SPELLING_WORDS.contains(w);
            if (number || HEARD_AS_NUMBERS.contains(w)) {
                run++;
                numbers += number ? 1 : 0;
            } else if (!joinsNumbers(words, i, numbers)) {
                run = 0;
                numbers = 0;
            }
            if (numbers >= 2 || run >= 3 && numbers >= 1) {
                return true;
            }
        }
        return false;
    }

    /**
     * "and"/"e" inside one number keeps the run going: tens and a unit ("quarenta e quatro"), hundreds or thousands and
     * the rest ("one hundred and five", "mil e duzentos"); not two numbers side by side ("the kids are seven and nine").
     */
    private static boolean joinsNumbers(List<String> words, int i, int numbersBefore) {
        if (numbersBefore == 0 || !(words.get(i).equals("and") || words.get(i).equals("e")) || i + 1 >= words.size()) {
            return false;
        }
        String before = words.get(i - 1);
        String after = words.get(i + 1);
        return LARGE.contains(before) && NUMBER_WORDS.contains(after) || TENS.contains(before) && UNITS.contains(after);
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

        Vector vector(boolean holdsValue) {
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
            return new Vector(Arrays.copyOf(distinct, n), Arrays.copyOf(counts, n), holdsValue);
        }
    }
}
