package home.hearth.policies.memory.internal;

import home.hearth.policies.config.GateThresholds;
import home.hearth.policies.memory.Neighbour;
import java.util.Optional;

/**
 * Entry-gate steps 6 and 7: a near-duplicate that agrees is reinforced; a close memory that
 * contradicts the new one is a conflict.
 */
public final class NeighbourCheck {
    private final GateThresholds thresholds;

    public NeighbourCheck(GateThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** The closest neighbour at or above the redundancy threshold that does not contradict. */
    public Optional<Neighbour> redundant(Draft d, TextForm text) {
        return d.request().neighbours().stream()
                .filter(n -> n.similarity() >= thresholds.redundancy())
                .filter(n -> !Opposition.opposes(text, TextForm.of(n.text())))
                .findFirst();
    }

    /** The closest neighbour at or above the conflict threshold that contradicts. */
    public Optional<Neighbour> conflicting(Draft d, TextForm text) {
        return d.request().neighbours().stream()
                .filter(n -> n.similarity() >= thresholds.conflict())
                .filter(n -> Opposition.opposes(text, TextForm.of(n.text())))
                .findFirst();
    }
}
