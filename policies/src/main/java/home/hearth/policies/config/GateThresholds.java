package home.hearth.policies.config;

/**
 * The entry gate's similarity and substance thresholds.
 *
 * @param redundancy a neighbour at least this similar (and not contradicting) is reinforced instead (0.92)
 * @param conflict a contradicting neighbour at least this similar is a conflict (0.75)
 * @param onConflict supersede it or ask
 * @param minContentWords the fewest content words a text memory needs
 */
public record GateThresholds(double redundancy, double conflict, ConflictAction onConflict, int minContentWords) {
    public GateThresholds {
        if (conflict > redundancy) {
            throw new IllegalArgumentException(
                    "the conflict threshold must not exceed the redundancy threshold, got " + conflict + " > " + redundancy);
        }
    }
}
