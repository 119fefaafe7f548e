package home.hearth.profiles.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Scores of target (same voice) and non-target (other voice) trials, with EER and error rates. */
public final class TrialScores {
    private final List<Double> target = new ArrayList<>();
    private final List<Double> nonTarget = new ArrayList<>();

    public void add(boolean sameVoice, double score) {
        (sameVoice ? target : nonTarget).add(score);
    }

    public int targets() {
        return target.size();
    }

    public int nonTargets() {
        return nonTarget.size();
    }

    /** Fraction of non-target trials scoring at or above {@code threshold}. */
    public double falseAcceptRate(double threshold) {
        return nonTarget.stream().filter(s -> s >= threshold).count() / (double) nonTarget.size();
    }

    /** Fraction of target trials scoring below {@code threshold}. */
    public double falseRejectRate(double threshold) {
        return target.stream().filter(s -> s < threshold).count() / (double) target.size();
    }

    public double minTarget() {
        return Collections.min(target);
    }

    public double maxNonTarget() {
        return Collections.max(nonTarget);
    }

    /** Equal error rate: where false accepts and false rejects cross (mean of the two at the closest threshold). */
    public double equalErrorRate() {
        List<Double> all = new ArrayList<>(target);
        all.addAll(nonTarget);
        Collections.sort(all);
        double best = 1;
        double gap = Double.MAX_VALUE;
        for (double t : all) {
            double far = falseAcceptRate(t);
            double frr = falseRejectRate(t);
            if (Math.abs(far - frr) < gap) {
                gap = Math.abs(far - frr);
                best = (far + frr) / 2;
            }
        }
        return best;
    }

    /** The largest difference between a trial's score here and in {@code other} (the same trials, added in the same order). */
    public double largestChange(TrialScores other) {
        if (other.target.size() != target.size() || other.nonTarget.size() != nonTarget.size()) {
            throw new IllegalArgumentException("different trials: " + targets() + "/" + nonTargets() + " vs "
                    + other.targets() + "/" + other.nonTargets());
        }
        double most = 0;
        for (int i = 0; i < target.size(); i++) {
            most = Math.max(most, Math.abs(target.get(i) - other.target.get(i)));
        }
        for (int i = 0; i < nonTarget.size(); i++) {
            most = Math.max(most, Math.abs(nonTarget.get(i) - other.nonTarget.get(i)));
        }
        return most;
    }

    /** The lowest threshold with no false accepts, plus a small margin. */
    public double zeroFalseAcceptThreshold(double margin) {
        return maxNonTarget() + margin;
    }
}
