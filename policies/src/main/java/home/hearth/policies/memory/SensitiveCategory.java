package home.hearth.policies.memory;

import java.util.Locale;

/**
 * Kinds of sensitive content: stored only when their owner states them explicitly, marked
 * sensitive, never shared beyond the owner, never extracted from conversation. Which of them
 * count as sensitive is a policy choice ({@code memory.sensitive}).
 */
public enum SensitiveCategory {
    HEALTH,
    ALLERGY,
    MEDICATION,
    RELIGION,
    POLITICS,
    SEXUALITY,
    ETHNICITY;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SensitiveCategory parse(String text) {
        for (SensitiveCategory c : values()) {
            if (c.wireName().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return c;
            }
        }
        throw new IllegalArgumentException(
                "sensitive category must be one of health, allergy, medication, religion, politics, sexuality, ethnicity, got: "
                        + text);
    }
}
