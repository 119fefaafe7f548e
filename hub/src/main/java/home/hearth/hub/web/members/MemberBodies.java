package home.hearth.hub.web.members;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.BodyRules;
import home.hearth.policies.MemberId;
import home.hearth.policies.Role;
import home.hearth.profiles.members.MemberChange;
import home.hearth.profiles.members.NewMember;
import java.util.Optional;

/** The JSON bodies {@link MembersApi} accepts, bound by {@link home.hearth.hub.web.RequestBodies}. */
final class MemberBodies {
    private MemberBodies() {}

    /** {@code POST /members}; the household rules (a child needs a guardian, say) are the profiles module's. */
    record Create(String id, String displayName, String role, String guardian, String password) {
        Create {
            BodyRules.requiredText(id, "id");
            BodyRules.requiredText(displayName, "displayName");
            BodyRules.requiredText(role, "role");
            BodyRules.requiredText(password, "password");
        }

        NewMember member() {
            return new NewMember(MemberId.of(id), displayName, Role.parse(role), Optional.ofNullable(guardian).map(MemberId::of));
        }
    }

    /**
     * {@code PATCH /members/{id}}: absent fields stay; {@code "guardian": null} removes the guardian,
     * which is why it is kept as JSON (absent is null, JSON null a NullNode). {@code presenceEvents} is the member's
     * own setting ({@code PresenceRule} says who may change it).
     */
    record Change(String displayName, String role, JsonNode guardian, String password, Boolean presenceEvents) {
        Change {
            if (guardian != null && !guardian.isNull() && !(guardian.isTextual() && !guardian.asText().isBlank())) {
                throw new IllegalArgumentException("guardian: expected a member id, or null to remove the guardian.");
            }
        }

        boolean touchesRoleOrGuardian() {
            return role != null || guardian != null;
        }

        /** Nothing but {@code presenceEvents}, if anything: all a child's guardian may send about her. */
        boolean onlyPresence() {
            return displayName == null && role == null && guardian == null && password == null;
        }

        MemberChange change() {
            MemberChange change = MemberChange.none();
            if (displayName != null) {
                change = change.withDisplayName(displayName);
            }
            if (role != null) {
                change = change.withRole(Role.parse(role));
            }
            if (guardian != null) {
                change = guardian.isNull() ? change.withoutGuardian() : change.withGuardian(MemberId.of(guardian.asText()));
            }
            return change;
        }
    }
}
