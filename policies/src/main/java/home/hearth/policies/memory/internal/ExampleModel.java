package home.hearth.policies.memory.internal;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * Multinomial logistic regression over {@link SentenceFeatures}, learned from labelled sentences by full-batch
 * gradient descent with momentum. Deterministic: the same examples give the same model in every run, so a decision
 * can be reproduced. Small on purpose: 2,500 sentences and 2^16 hashed slots learn in a few seconds.
 */
final class ExampleModel {
    /** One labelled sentence. */
    record Example(String label, TextForm text) {}

    // Chosen by the cross-validated curves on the parts learned from (ThresholdChoice; GateBench prints them), 2026-12-01,
    // 2,484 sentences: the share of secrets, instructions and device states recognised at each chosen threshold, summed,
    // was 1.62 at 80 rounds and L2 1e-4 (when the model was learned at each start, rounds cost start time), 1.88 at 300
    // rounds, 1.91 at 600; at 300 rounds L2 3e-4 1.48, 5e-5 1.94, 1e-5 2.02, 3e-6 1.94, none 1.96. The model is now
    // learned when the module is built (PrebuiltScreen), so rounds cost only build and test time.
    private static final int ROUNDS = 300;
    private static final float MOMENTUM = 0.9f;
    private static final float WEIGHT_STEP = 5f;
    private static final float BIAS_STEP = 0.5f;
    private static final float L2 = 1e-5f;

    /** Slot-major: the weights of slot s for each label lie at {@code s * labels + label}, side by side in memory. */
    private final float[] weights;
    private final float[] bias;

    private ExampleModel(float[] weights, float[] bias) {
        this.weights = weights;
        this.bias = bias;
    }

    static ExampleModel learn(List<String> labels, List<Example> examples) {
        int k = labels.size();
        SentenceFeatures.Vector[] x = new SentenceFeatures.Vector[examples.size()];
        int[] y = new int[examples.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = SentenceFeatures.of(examples.get(i).text());
            y[i] = labels.indexOf(examples.get(i).label());
            if (y[i] < 0) {
                throw new IllegalArgumentException("label must be one of " + labels + ", got: " + examples.get(i).label());
            }
        }
        ExampleModel model = new ExampleModel(new float[SentenceFeatures.SIZE * k], new float[k]);
        float[] gradient = new float[SentenceFeatures.SIZE * k];
        float[] velocity = new float[SentenceFeatures.SIZE * k];
        for (int round = 0; round < ROUNDS; round++) {
            float[] biasGradient = new float[k];
            for (int i = 0; i < x.length; i++) {
                double[] p = model.probabilities(x[i]);
                p[y[i]] -= 1;
                for (int j = 0; j < x[i].slots().length; j++) {
                    int at = x[i].slots()[j] * k;
                    for (int c = 0; c < k; c++) {
                        gradient[at + c] += (float) (p[c] * x[i].weights()[j]);
                    }
                }
                for (int c = 0; c < k; c++) {
                    biasGradient[c] += (float) p[c];
                }
            }
            model.step(gradient, velocity, biasGradient, x.length);
        }
        return model;
    }

    /**
     * How the model is learned, for a prebuilt model's fingerprint ({@link PrebuiltScreen}): a model learned with
     * other settings or features is not the one this code would learn.
     */
    static String settings() {
        return "rounds=" + ROUNDS + " momentum=" + MOMENTUM + " weightStep=" + WEIGHT_STEP + " biasStep=" + BIAS_STEP
                + " l2=" + L2 + " slots=" + SentenceFeatures.SIZE + " features=" + SentenceFeatures.VERSION;
    }

    /** Writes the model: its labels' count, then each slot that holds a weight with its weights, then the biases. */
    void writeTo(DataOutputStream out) throws IOException {
        int k = bias.length;
        int used = 0;
        for (int s = 0; s < SentenceFeatures.SIZE; s++) {
            used += usedSlot(s, k) ? 1 : 0;
        }
        out.writeInt(k);
        out.writeInt(used);
        for (int s = 0; s < SentenceFeatures.SIZE; s++) {
            if (usedSlot(s, k)) {
                out.writeInt(s);
                for (int c = 0; c < k; c++) {
                    out.writeFloat(weights[s * k + c]);
                }
            }
        }
        for (float b : bias) {
            out.writeFloat(b);
        }
    }

    /** Reads a model {@link #writeTo} wrote. */
    static ExampleModel readFrom(DataInputStream in) throws IOException {
        int k = in.readInt();
        int used = in.readInt();
        if (k < 2 || used < 0 || used > SentenceFeatures.SIZE) {
            throw new IOException("not a model: " + k + " labels, " + used + " slots");
        }
        float[] weights = new float[SentenceFeatures.SIZE * k];
        for (int i = 0; i < used; i++) {
            int s = in.readInt();
            if (s < 0 || s >= SentenceFeatures.SIZE) {
                throw new IOException("slot out of range: " + s);
            }
            for (int c = 0; c < k; c++) {
                weights[s * k + c] = in.readFloat();
            }
        }
        float[] bias = new float[k];
        for (int c = 0; c < k; c++) {
            bias[c] = in.readFloat();
        }
        return new ExampleModel(weights, bias);
    }

    private boolean usedSlot(int s, int k) {
        for (int c = 0; c < k; c++) {
            if (weights[s * k + c] != 0) {
                return true;
            }
        }
        return false;
    }

    /** The probability of each label, in the order the model was learned with. */
    double[] probabilities(TextForm text) {
        return probabilities(SentenceFeatures.of(text));
    }

    /** The same, for a sentence already turned into features. */
    double[] probabilities(SentenceFeatures.Vector v) {
        double[] z = new double[bias.length];
        for (int c = 0; c < z.length; c++) {
            z[c] = bias[c];
        }
        for (int j = 0; j < v.slots().length; j++) {
            int at = v.slots()[j] * z.length;
            for (int c = 0; c < z.length; c++) {
                z[c] += weights[at + c] * v.weights()[j];
            }
        }
        double max = Double.NEGATIVE_INFINITY;
        for (double d : z) {
            max = Math.max(max, d);
        }
        double sum = 0;
        for (int c = 0; c < z.length; c++) {
            z[c] = Math.exp(z[c] - max);
            sum += z[c];
        }
        for (int c = 0; c < z.length; c++) {
            z[c] /= sum;
        }
        return z;
    }

    /** One descent step on the mean loss plus L2, then the gradient is cleared for the next round. */
    private void step(float[] gradient, float[] velocity, float[] biasGradient, int n) {
        for (int i = 0; i < weights.length; i++) {
            velocity[i] = MOMENTUM * velocity[i] - WEIGHT_STEP * (gradient[i] / n + L2 * weights[i]);
            weights[i] += velocity[i];
            gradient[i] = 0;
        }
        for (int c = 0; c < bias.length; c++) {
            bias[c] -= BIAS_STEP * biasGradient[c] / n;
        }
    }
}
