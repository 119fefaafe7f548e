package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import java.util.Objects;
import java.util.Optional;

/**
 * A partial update ({@code PATCH /api/v1/members/{id}}): absent fields stay as they are.
 * {@code guardian} present replaces the guardian; {@code clearGuardian} removes it.
 */
public record MemberChange(Optional<String> displayName, Optional<Role> role, Optional<MemberId> guardian,
        boolean clearGuardian) {
    public MemberChange {
        Objects.requireNonNull(displayName, "displayName");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(guardian, "guardian");
        if (clearGuardian && guardian.isPresent()) {
            throw new IllegalArgumentException("a change cannot both set and clear the guardian");
        }
    }

    public static MemberChange none() {
        return new MemberChange(Optional.empty(), Optional.empty(), Optional.empty(), false);
    }

    public MemberChange withDisplayName(String name) {
        return new MemberChange(Optional.of(name), role, guardian, clearGuardian);
    }

    public MemberChange withRole(Role newRole) {
        return new MemberChange(displayName, Optional.of(newRole), guardian, clearGuardian);
    }

    public MemberChange withGuardian(MemberId newGuardian) {
        return new MemberChange(displayName, role, Optional.of(newGuardian), false);
    }

    public MemberChange withoutGuardian() {
        return new MemberChange(displayName, role, Optional.empty(), true);
    }

    Member applyTo(Member m) {
        Role r = role.orElse(m.role());
        Optional<MemberId> g = clearGuardian ? Optional.empty() : guardian.or(m::guardian);
        if (r != Role.CHILD && role.isPresent() && guardian.isEmpty()) {
            g = Optional.empty(); // a child growing up loses the guardian
        }
        return new Member(m.id(), displayName.orElse(m.displayName()), r, g, m.createdAt());
    }
}
