package home.hearth.profiles.voice;

import home.hearth.policies.IdentityLevel;

/**
 * Cosine-score thresholds of one speaker model. A score at or above {@code accept} is
 * {@code VERIFIED}; within {@code uncertainBelowAccept} under it, {@code UNCERTAIN}; lower,
 * {@code UNKNOWN}.
 *
 * <p>The asymmetry: a wrong "verified" opens someone's private memories, a wrong "unknown" only
 * makes the hub ask. So {@code accept} is calibrated on impostor trials to give (almost) no false
 * accepts, and the band below it catches the genuine speakers that fall short (see the module
 * README, "Recalibrating").
 */
public record ScoreThresholds(double accept, double uncertainBelowAccept) {
    public ScoreThresholds {
        if (!(accept > -1 && accept <= 1)) {
            throw new IllegalArgumentException("accept threshold must be in (-1, 1], got: " + accept);
        }
        if (!(uncertainBelowAccept >= 0 && accept - uncertainBelowAccept > -1)) {
            throw new IllegalArgumentException("uncertain band must be ≥ 0 and stay above -1, got: "
                    + uncertainBelowAccept + " below " + accept);
        }
    }

    public double uncertainFrom() {
        return accept - uncertainBelowAccept;
    }

    /** The level a best score alone earns. */
    public IdentityLevel levelFor(double score) {
        if (score >= accept) {
            return IdentityLevel.VERIFIED;
        }
        return score >= uncertainFrom() ? IdentityLevel.UNCERTAIN : IdentityLevel.UNKNOWN;
    }
}
