package home.hearth.profiles.voice;

import home.hearth.policies.IdentityLevel;
import java.util.Collection;
import java.util.Optional;

/**
 * Cosine scoring of one embedding against every enrolled voiceprint of the same model (the better of
 * its clean and noisy part, {@link Voiceprint#score}). The best
 * score earns its level from {@link ScoreThresholds}; when a second member also reaches
 * {@code accept}, the voice is ambiguous and the match is only {@code UNCERTAIN}.
 */
public final class SpeakerMatching {
    private SpeakerMatching() {}

    public static SpeakerMatch match(float[] embedding, String model, Collection<Voiceprint> enrolled,
            ScoreThresholds thresholds) {
        Voiceprint best = null;
        double bestScore = -1;
        double second = -1;
        for (Voiceprint p : enrolled) {
            if (!p.model().equals(model)) {
                continue;
            }
            double s = p.score(embedding);
            if (best == null || s > bestScore) {
                second = bestScore;
                best = p;
                bestScore = s;
            } else if (s > second) {
                second = s;
            }
        }
        IdentityLevel level = thresholds.levelFor(bestScore);
        if (best == null || level == IdentityLevel.UNKNOWN) {
            return SpeakerMatch.unknown(bestScore);
        }
        if (level == IdentityLevel.VERIFIED && second >= thresholds.accept()) {
            level = IdentityLevel.UNCERTAIN;
        }
        return new SpeakerMatch(Optional.of(best.member()), bestScore, level);
    }
}
