package home.hearth.policies;

import java.util.Objects;
import java.util.Optional;

/**
 * Who is asking, with how sure the hub is of it. An {@code UNKNOWN} principal has no member;
 * any other level names one.
 *
 * @param member the member, empty for an unknown speaker or guest without an account
 * @param role the member's role ({@link Role#GUEST} when unknown)
 * @param level how sure the hub is of the member
 * @param guardian the guardian of a child, if any
 */
public record Principal(Optional<MemberId> member, Role role, IdentityLevel level, Optional<MemberId> guardian) {
    public Principal {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(guardian, "guardian");
        if (member.isEmpty() && level != IdentityLevel.UNKNOWN) {
            throw new IllegalArgumentException("a principal without a member must be UNKNOWN, got: " + level);
        }
    }

    /** A signed-in member (page session or API token): verified. */
    public static Principal verified(MemberId member, Role role) {
        return new Principal(Optional.of(member), role, IdentityLevel.VERIFIED, Optional.empty());
    }

    /** Nobody the hub recognises: household public only. */
    public static Principal unknown() {
        return new Principal(Optional.empty(), Role.GUEST, IdentityLevel.UNKNOWN, Optional.empty());
    }

    public Principal withLevel(IdentityLevel newLevel) {
        return new Principal(newLevel == IdentityLevel.UNKNOWN ? Optional.empty() : member, role, newLevel, guardian);
    }

    public Principal withGuardian(MemberId guardianId) {
        return new Principal(member, role, level, Optional.of(guardianId));
    }

    public boolean isVerified() {
        return level == IdentityLevel.VERIFIED;
    }

    /** True when this principal is verified as exactly {@code other}. */
    public boolean isVerifiedAs(MemberId other) {
        return isVerified() && member.filter(other::equals).isPresent();
    }
}
