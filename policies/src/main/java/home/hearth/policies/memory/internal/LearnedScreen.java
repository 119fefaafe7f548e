package home.hearth.policies.memory.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A second opinion after the rules: a model learned from the gate's own labelled sentences (the parts of
 * {@code gate-set.tsv} used for tuning, {@link #LEARNED_PARTS}) that catches secrets, instructions and device state
 * of the moment said in words the rules' patterns did not foresee. It only ever refuses: a sentence the rules let
 * through is refused when the model gives one of those labels at least its {@link Refusal} threshold; it never lets
 * through what a rule refused, so the rules' guarantees stand.
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
        SECRET("secret", 0.7),
        INSTRUCTION("instruction", 0.75),
        VOLATILE("volatile", 0.6);

        final String label;
        final double threshold;

        Refusal(String label, double threshold) {
            this.label = label;
            this.threshold = threshold;
        }
    }

    private static final List<String> LABELS = List.of("secret", "instruction", "volatile", "sensitive", "ordinary");

    /**
     * The parts of the labelled set the screen learns from: the tuning part, the rows written for the screen alone
     * ("learn": the rules were not tuned on them), and the held-out parts retired to tuning after their one blind run
     * (their misses were read: policies/README.md). The parts still held out only measure.
     */
    public static final List<String> LEARNED_PARTS = List.of("tune", "learn", "holdout3", "holdout4");
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
    private final String source;

    private LearnedScreen(PrebuiltScreen.Source source) {
        this.model = source.model();
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
        return new LearnedScreen(new PrebuiltScreen.Source(ExampleModel.learn(LABELS, examples), "learned from the examples given"));
    }

    /** The likelihood from which the model refuses a text as {@code label} ("secret", "instruction", "volatile"). */
    public static double threshold(String label) {
        for (Refusal r : Refusal.values()) {
            if (r.label.equals(label)) {
                return r.threshold;
            }
        }
        throw new IllegalArgumentException("the learned screen refuses only secret, instruction and volatile, not: " + label);
    }

    /**
     * How sure the screen is that the text belongs to a label ("secret", "instruction", …), 0 to 1. A text without
     * anything a secret could be ({@link SentenceFeatures#holdsValue}) is never a secret to the screen: the model
     * learns the words around values, and "the password is in his bag" has those words but no value.
     */
    public double likelihood(String text, String label) {
        return likelihood(TextForm.of(text), label);
    }

    private double likelihood(TextForm text, String label) {
        return likelihoods(text)[LABELS.indexOf(label)];
    }

    /** Every label's likelihood from one pass of the model, in {@link #LABELS} order (a secret needs a value, above). */
    private double[] likelihoods(TextForm text) {
        SentenceFeatures.Vector v = SentenceFeatures.of(text);
        double[] p = model.probabilities(v);
        if (!v.holdsValue()) {
            p[LABELS.indexOf("secret")] = 0;
        }
        return p;
    }

    /**
     * The refusal the model stands for, if any, in order of harm: a secret first, then an instruction, then
     * device state of the moment. Each needs its own threshold.
     */
    Optional<Refusal> refusal(TextForm text) {
        double[] p = likelihoods(text);
        for (Refusal r : Refusal.values()) {
            if (p[LABELS.indexOf(r.label)] >= r.threshold) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Learns the model from the labelled set's parts for tuning ({@link #labelledSet}), as when no prebuilt model fits. */
    static ExampleModel learnFrom(byte[] set) {
        List<ExampleModel.Example> examples = new ArrayList<>();
        for (String line : new String(set, StandardCharsets.UTF_8).lines().toList()) {
            String[] f = line.split("\t", -1);
            // The held-out parts measure the gate and are never learned from.
            if (!line.startsWith("#") && f.length == 6 && LEARNED_PARTS.contains(f[0])) {
                examples.add(new ExampleModel.Example(f[1], TextForm.of(f[5])));
            }
        }
        return ExampleModel.learn(LABELS, examples);
    }

    /** What the model on the class path must have been learned from (see {@link PrebuiltScreen}). */
    static String fingerprint(byte[] set) {
        return PrebuiltScreen.fingerprint(set, LEARNED_PARTS, LABELS);
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
