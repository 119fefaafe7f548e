package home.hearth.policies;

import java.util.Objects;

/**
 * A yes or no with a reason a person can read ("children cannot unlock doors").
 *
 * @param allowed whether the thing may happen
 * @param reason why, in one sentence
 */
public record Decision(boolean allowed, String reason) {
    public Decision {
        Objects.requireNonNull(reason, "reason");
    }

    public static Decision allow(String reason) {
        return new Decision(true, reason);
    }

    public static Decision deny(String reason) {
        return new Decision(false, reason);
    }
}
