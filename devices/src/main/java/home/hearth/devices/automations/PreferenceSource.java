package home.hearth.devices.automations;

import home.hearth.policies.MemberId;
import java.util.Optional;

/**
 * A member's allowlisted structured preferences, which the hub keeps in memory. The automations
 * API asks only after the client's {@code MqttAcl} allowed that member and key.
 */
@FunctionalInterface
public interface PreferenceSource {
    /**
     * @param member whose preference
     * @param key a structured key such as {@code preferred_temperature_night}
     * @return the current value as text with its unit ("22 °C"), empty when the member has none
     *     or the key is not on the allowlist
     */
    Optional<String> preference(MemberId member, String key);
}
