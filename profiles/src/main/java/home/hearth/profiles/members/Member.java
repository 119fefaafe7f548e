package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A person of the household.
 *
 * @param id stable id ({@code alice})
 * @param displayName what the hub calls them, 1–80 characters
 * @param role what they may do
 * @param guardian the adult or admin responsible for a child (required for children, absent otherwise)
 * @param createdAt when the member was added
 */
public record Member(MemberId id, String displayName, Role role, Optional<MemberId> guardian, Instant createdAt) {
    public Member {
        Objects.requireNonNull(id, "id");
        displayName = checkDisplayName(displayName);
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(guardian, "guardian");
        Objects.requireNonNull(createdAt, "createdAt");
        if (role == Role.CHILD && guardian.isEmpty()) {
            throw new IllegalArgumentException("a child needs a guardian (an adult or admin), got none for: " + id);
        }
        if (role != Role.CHILD && guardian.isPresent()) {
            throw new IllegalArgumentException(
                    "only a child has a guardian, got role " + role.wireName() + " for: " + id);
        }
        if (guardian.filter(id::equals).isPresent()) {
            throw new IllegalArgumentException("a member cannot be their own guardian: " + id);
        }
    }

    static String checkDisplayName(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > 80 || n.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(
                    "display name must be 1–80 printable characters, got: '" + (name == null ? "" : name) + "'");
        }
        return n;
    }

    /** This member as a principal at the given identity level (UNKNOWN drops the member). */
    public Principal asPrincipal(home.hearth.policies.IdentityLevel level) {
        if (level == home.hearth.policies.IdentityLevel.UNKNOWN) {
            return Principal.unknown();
        }
        return new Principal(Optional.of(id), role, level, guardian);
    }
}
