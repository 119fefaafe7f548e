package home.hearth.policies.memory.internal;

import java.util.List;

/**
 * Multinomial logistic regression over {@link SentenceFeatures}, learned from labelled sentences by full-batch
 * gradient descent with momentum. Deterministic: the same examples give the same model in every run, so a decision
 * can be reproduced. Small on purpose: 1,750 sentences and 2^16 hashed slots learn in about half a second.
 */
final class ExampleModel {
    /** One labelled sentence. */
    record Example(String label, TextForm text) {}

    // 80 rounds with momentum in a quarter of the time of 300 plain rounds, whose cross-validated curves on the tuning
    // part they match or beat (more recognised at the same share wrongly refused): the model is learned when the hub
    // starts, and every second of a start counts.
    private static final int ROUNDS = 80;
    private static final float MOMENTUM = 0.9f;
    private static final float WEIGHT_STEP = 5f;
    private static final float BIAS_STEP = 0.5f;
    private static final float L2 = 1e-4f;

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

    /** The probability of each label, in the order the model was learned with. */
    double[] probabilities(TextForm text) {
        return probabilities(SentenceFeatures.of(text));
    }

    private double[] probabilities(SentenceFeatures.Vector v) {
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
