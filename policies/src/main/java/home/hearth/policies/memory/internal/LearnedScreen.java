package home.hearth.policies.memory.internal;

import home.hearth.policies.memory.SensitiveCategory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A second opinion after the rules: a model learned from the gate's own labelled sentences (the parts of
 * {@code gate-set.tsv} used for tuning, {@link #LEARNED_PARTS}) that catches secrets, instructions and device state
 * of the moment said in words the rules' patterns did not foresee, and sensitive facts (health, religion, …) the
 * rules' words missed. It only ever refuses or marks: a sentence the rules let through is refused when the model gives
 * one of those labels at least its {@link Refusal} threshold, and marked sensitive when the model gives "sensitive" at
 * least {@link #SENSITIVE} (a second model, learned from the sensitive sentences the rules put in a category, names
 * the category, so that the household's policy on which categories count still decides). It never lets through what
 * a rule refused and never unmarks what a rule marked, so the rules' guarantees stand. Under the secret refusal's
 * threshold, a sentence with a value and a secret likelihood at least {@link #ASK_SECRET} is a possible secret: the gate
 * asks before storing it.
 *
 * <p>Why a model beside the rules: every blind set written in fresh words stored secrets the patterns had not
 * foreseen (holdout3 4 of 63, holdout4 16 of 72), while sentences near a learned example are recognised
 * whatever their exact words. Each threshold is chosen by cross-validation on the parts learned from only (the
 * tests' {@code ThresholdChoice}, printed by {@code GateBench}): the lowest that refuses at most 1 % of the sentences
 * that must be stored, and none of the learned sentences themselves.
 */
public final class LearnedScreen {
    /** What the model may refuse, in order of harm, with the threshold cross-validation chose for each (see above). */
    enum Refusal {
        SECRET("secret", 0.55),
        INSTRUCTION("instruction", 0.8),
        VOLATILE("volatile", 0.65);

        final String label;
        final double threshold;

        Refusal(String label, double threshold) {
            this.label = label;
            this.threshold = threshold;
        }
    }

    /**
     * The likelihood of "sensitive" from which the screen marks a sentence the rules stored unmarked, chosen the way the
     * refusals' thresholds are: the lowest that marks at most 1 % of the ordinary sentences on held-out folds, and none
     * of the learned ones.
     */
    static final double SENSITIVE = 0.75;

    /**
     * The likelihood of "secret" from which the gate asks before storing a sentence that holds a value, under the secret
     * refusal's threshold ({@link Verdict#possibleSecret}): the lowest on the grid at which at most 2 % of the sentences
     * that must be stored would be asked on held-out folds (the tests' {@code ThresholdChoice.askCurve}).
     */
    static final double ASK_SECRET = 0.3;

    private static final List<String> LABELS = List.of("secret", "instruction", "volatile", "sensitive", "ordinary");
    private static final List<SensitiveCategory> CATEGORIES = List.of(SensitiveCategory.values());
    private static final SensitiveDetector RULES_CATEGORY = new SensitiveDetector();

    /** The screen's two models: which label a sentence has, and which category a sensitive one belongs to. */
    record Models(ExampleModel labels, ExampleModel categories) {}

    /**
     * What the screen makes of one sentence, from one pass of its models.
     *
     * @param possibleSecret not refused, but the sentence holds a value and its secret likelihood is at least
     *     {@link #ASK_SECRET}: the gate asks before storing it
     */
    record Verdict(Optional<Refusal> refusal, Optional<SensitiveCategory> sensitive, boolean possibleSecret) {
        static final Verdict NOTHING = new Verdict(Optional.empty(), Optional.empty(), false);
    }

    /**
     * The parts of the labelled set the screen learns from: the tuning part, the rows written for the screen alone
     * ("learn": the rules were not tuned on them), and the held-out parts retired to tuning after their one blind run
     * (their misses were read: policies/README.md). The parts still held out only measure.
     */
    public static final List<String> LEARNED_PARTS = List.of("tune", "learn", "holdout3", "holdout4", "holdout7");
    private static final String EXAMPLES = "/home/hearth/policies/memory/gate-set.tsv";

    /** Read once per JVM, on first use: built with the module ({@link PrebuiltScreen}), or learned now (a few seconds). */
    private static final class Holder {
        static final LearnedScreen DEFAULT = fromClassPath();
    }

    /** The set is read once, for its fingerprint and, when no prebuilt model fits, for learning. */
    private static LearnedScreen fromClassPath() {
        byte[] set = labelledSet();
        return new LearnedScreen(PrebuiltScreen.onClassPath(fingerprint(set), () -> learnFrom(set)));
    }

    private final ExampleModel model;
    private final ExampleModel categories;
    private final String source;

    private LearnedScreen(PrebuiltScreen.Source source) {
        this.model = source.models().labels();
        this.categories = source.models().categories();
        this.source = source.description();
    }

    /** Where the model came from: "built with the module", or why it was learned at start. */
    public String source() {
        return source;
    }

    public static LearnedScreen learned() {
        return Holder.DEFAULT;
    }

    /** For the bench: a screen learned from other examples (a cross-validation fold). */
    public static LearnedScreen learnedFrom(List<String> labels, List<String> texts) {
        List<ExampleModel.Example> examples = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            examples.add(new ExampleModel.Example(labels.get(i), TextForm.of(texts.get(i))));
        }
        return new LearnedScreen(new PrebuiltScreen.Source(learn(examples), "learned from the examples given"));
    }

    /**
     * The likelihood from which the model refuses a text as {@code label} ("secret", "instruction", "volatile"), marks
     * it "sensitive", or has the gate ask before storing it as a possible secret ("ask_secret").
     */
    public static double threshold(String label) {
        if (label.equals("ask_secret")) {
            return ASK_SECRET;
        }
        if (label.equals("sensitive")) {
            return SENSITIVE;
        }
        for (Refusal r : Refusal.values()) {
            if (r.label.equals(label)) {
                return r.threshold;
            }
        }
        throw new IllegalArgumentException("the learned screen refuses only secret, instruction and volatile, marks sensitive and"
                + " asks about ask_secret, not: " + label);
    }

    /**
     * How sure the screen is that the text belongs to each label ("secret", "instruction", …), 0 to 1, from one pass of
     * the model. A text without anything a secret could be ({@link SentenceFeatures#holdsValue}) is never a secret to the
     * screen: the model learns the words around values, and "the password is in his bag" has those words but no value.
     */
    public Map<String, Double> likelihoods(String text) {
        double[] p = likelihoods(SentenceFeatures.of(TextForm.of(text)));
        Map<String, Double> byLabel = new LinkedHashMap<>();
        for (int i = 0; i < LABELS.size(); i++) {
            byLabel.put(LABELS.get(i), p[i]);
        }
        return byLabel;
    }

    /** Every label's likelihood, in {@link #LABELS} order (a secret needs a value, above). */
    private double[] likelihoods(SentenceFeatures.Vector v) {
        double[] p = model.probabilities(v);
        if (!v.holdsValue()) {
            p[LABELS.indexOf("secret")] = 0;
        }
        return p;
    }

    /**
     * The refusal the model stands for, if any, in order of harm: a secret first, then an instruction, then
     * device state of the moment, each at its own threshold; else whether it is sensitive, and in which category, and
     * whether it may hold a secret the gate should ask about.
     */
    Verdict verdict(TextForm text) {
        SentenceFeatures.Vector v = SentenceFeatures.of(text);
        double[] p = likelihoods(v);
        for (Refusal r : Refusal.values()) {
            if (p[LABELS.indexOf(r.label)] >= r.threshold) {
                return new Verdict(Optional.of(r), Optional.empty(), false);
            }
        }
        // Under the secret refusal's threshold here; a text without a value has a secret likelihood of 0.
        boolean possibleSecret = v.holdsValue() && p[LABELS.indexOf("secret")] >= ASK_SECRET;
        Optional<SensitiveCategory> sensitive = p[LABELS.indexOf("sensitive")] >= SENSITIVE
                ? Optional.of(CATEGORIES.get(mostLikely(categories.probabilities(v))))
                : Optional.empty();
        return new Verdict(Optional.empty(), sensitive, possibleSecret);
    }

    private static int mostLikely(double[] p) {
        int best = 0;
        for (int i = 1; i < p.length; i++) {
            best = p[i] > p[best] ? i : best;
        }
        return best;
    }

    /** Learns the models from the labelled set's parts for tuning ({@link #labelledSet}), as when no prebuilt model fits. */
    static Models learnFrom(byte[] set) {
        List<ExampleModel.Example> examples = new ArrayList<>();
        for (String line : new String(set, StandardCharsets.UTF_8).lines().toList()) {
            String[] f = line.split("\t", -1);
            // The held-out parts measure the gate and are never learned from.
            if (!line.startsWith("#") && f.length == 6 && LEARNED_PARTS.contains(f[0])) {
                examples.add(new ExampleModel.Example(f[1], TextForm.of(f[5])));
            }
        }
        return learn(examples);
    }

    /**
     * Both models from the same examples. The category model learns from the sensitive sentences the rules' words put in a
     * category (all categories asked): the set labels a sentence sensitive, not which kind, and the rules' lexicon is
     * the household's own definition of each kind. The prebuilt file is written by the same build as the rules, so
     * it always fits them ({@code PrebuiltScreenTest}).
     */
    private static Models learn(List<ExampleModel.Example> examples) {
        List<ExampleModel.Example> categorised = new ArrayList<>();
        for (ExampleModel.Example e : examples) {
            if (e.label().equals("sensitive")) {
                RULES_CATEGORY.find(e.text(), EnumSet.allOf(SensitiveCategory.class))
                        .ifPresent(c -> categorised.add(new ExampleModel.Example(c.wireName(), e.text())));
            }
        }
        return new Models(ExampleModel.learn(LABELS, examples),
                ExampleModel.learn(CATEGORIES.stream().map(SensitiveCategory::wireName).toList(), categorised));
    }

    /** What the models on the class path must have been learned from (see {@link PrebuiltScreen}). */
    static String fingerprint(byte[] set) {
        return PrebuiltScreen.fingerprint(set, LEARNED_PARTS,
                Stream.concat(LABELS.stream(), CATEGORIES.stream().map(SensitiveCategory::wireName)).toList());
    }

    /** The labelled set's bytes on the class path. */
    static byte[] labelledSet() {
        try (InputStream in = Objects.requireNonNull(LearnedScreen.class.getResourceAsStream(EXAMPLES), EXAMPLES)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
