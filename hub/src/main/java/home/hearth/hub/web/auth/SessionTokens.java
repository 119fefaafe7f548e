package home.hearth.hub.web.auth;

import home.hearth.hub.web.TokenResolver;
import home.hearth.policies.Principal;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.TokenKind;
import home.hearth.profiles.members.MemberDirectory;
import java.util.Optional;

/**
 * Resolves REST bearer tokens and page-session cookies: only {@link TokenKind#SESSION} tokens of a
 * member who still exists sign a request in (room-microphone and automation tokens are for the
 * WebSocket and MQTT doors). A signed-in member is {@code VERIFIED}.
 */
public final class SessionTokens implements TokenResolver {
    private final ApiTokens tokens;
    private final MemberDirectory members;

    public SessionTokens(ApiTokens tokens, MemberDirectory members) {
        this.tokens = tokens;
        this.members = members;
    }

    @Override
    public Optional<Principal> resolve(String token) {
        return tokens.resolve(token)
                .filter(grant -> grant.kind() == TokenKind.SESSION)
                .flatMap(grant -> members.get(grant.member()))
                .map(member -> member.asPrincipal(home.hearth.policies.IdentityLevel.VERIFIED));
    }
}
