package home.hearth.hub.web.auth;

import home.hearth.profiles.members.Member;

/** A member as the API shows it: never a credential, token or voiceprint. */
public record MemberView(String id, String displayName, String role, String guardian, String createdAt) {
    public static MemberView of(Member m) {
        return new MemberView(m.id().value(), m.displayName(), m.role().wireName(),
                m.guardian().map(g -> g.value()).orElse(null), m.createdAt().toString());
    }
}
