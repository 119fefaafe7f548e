package home.hearth.devices.automations;

import home.hearth.policies.Principal;
import java.util.Objects;
import java.util.function.Function;

/**
 * What the automations API needs from the hub.
 *
 * @param preferences members' allowlisted preferences
 * @param announcer speech in rooms
 * @param principals the principal an automation client acts as (by broker username) for the
 *     device-action rules, such as {@code Principal.unknown()} for a client trusted with nothing personal
 */
public record AutomationHooks(PreferenceSource preferences, Announcer announcer, Function<String, Principal> principals) {
    public AutomationHooks {
        Objects.requireNonNull(preferences, "preferences");
        Objects.requireNonNull(announcer, "announcer");
        Objects.requireNonNull(principals, "principals");
    }
}
