package home.hearth.hub.web.auth;

import com.fasterxml.jackson.annotation.JsonInclude;
import home.hearth.profiles.members.Member;

/**
 * A member as the API shows it: never a credential, token or voiceprint. {@code presenceEvents} (whether automations
 * are told when the hub recognises her voice in a room) is shown to the member herself only, and left out otherwise.
 */
public record MemberView(String id, String displayName, String role, String guardian, String createdAt,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean presenceEvents) {
    public static MemberView of(Member m) {
        return new MemberView(m.id().value(), m.displayName(), m.role().wireName(),
                m.guardian().map(g -> g.value()).orElse(null), m.createdAt().toString(), null);
    }

    /** The member as she sees herself, with her own settings. */
    public static MemberView own(Member m, boolean presenceEvents) {
        MemberView v = of(m);
        return new MemberView(v.id(), v.displayName(), v.role(), v.guardian(), v.createdAt(), presenceEvents);
    }
}
