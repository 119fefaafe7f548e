package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import java.util.Objects;
import java.util.Optional;

/**
 * What the admin gives to add a member ({@code POST /api/v1/members}, without the password,
 * which goes to {@link home.hearth.profiles.auth.Credentials}).
 */
public record NewMember(MemberId id, String displayName, Role role, Optional<MemberId> guardian) {
    public NewMember {
        Objects.requireNonNull(id, "id");
        displayName = Member.checkDisplayName(displayName);
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(guardian, "guardian");
    }

    public static NewMember of(String id, String displayName, Role role) {
        return new NewMember(MemberId.of(id), displayName, role, Optional.empty());
    }

    public static NewMember child(String id, String displayName, MemberId guardian) {
        return new NewMember(MemberId.of(id), displayName, Role.CHILD, Optional.of(guardian));
    }
}
