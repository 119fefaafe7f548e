package home.hearth.policies.config;

import home.hearth.policies.memory.SensitiveCategory;
import java.time.Duration;
import java.util.Set;

/**
 * The entry gate's settings.
 *
 * @param thresholds similarity and substance thresholds
 * @param inferred rules for extracted memories
 * @param confirmationTtl how long a "shall I remember …?" question stays answerable
 * @param sensitive the categories treated as sensitive
 */
public record GateRules(GateThresholds thresholds, InferredRules inferred, Duration confirmationTtl, Set<SensitiveCategory> sensitive) {
    public GateRules {
        sensitive = Set.copyOf(sensitive);
    }
}
