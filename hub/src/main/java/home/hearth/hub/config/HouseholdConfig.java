package home.hearth.hub.config;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Optional;

/**
 * The household's own settings.
 *
 * @param policyFile the household's policy override file, if any
 * @param demo whether to run the demo household (simulated devices) — on for the embedded run
 * @param firstAdminPassword {@code HEARTH_ADMIN_PASSWORD}: creates member {@code admin} at first
 *     start; without it a one-time setup code is logged
 * @param inventoryFile a YAML device inventory loaded at start (added to what the admin API and
 *     discovery put there)
 * @param timeZone the household's time zone ({@code household.time-zone}, default the system's):
 *     the prompt's date and time, when "tomorrow at 8" is, and how due times are said
 */
public record HouseholdConfig(Optional<Path> policyFile, boolean demo, Optional<String> firstAdminPassword,
        Optional<Path> inventoryFile, ZoneId timeZone) {
    public HouseholdConfig {
        Objects.requireNonNull(timeZone, "timeZone");
    }

    @Override
    public String toString() {
        return "HouseholdConfig[policyFile=" + policyFile + ", demo=" + demo + ", firstAdminPassword="
                + (firstAdminPassword.isPresent() ? "(set)" : "(none)") + ", inventoryFile=" + inventoryFile
                + ", timeZone=" + timeZone + "]";
    }
}
