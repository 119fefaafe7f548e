package home.hearth.hub.web;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import io.helidon.webserver.http.ServerRequest;
import java.util.Optional;

/**
 * Puts the signed-in principal into each request: from {@code Authorization: Bearer <token>} (API
 * clients) or the {@code hearth_session} cookie (the pages). A request without either goes on
 * unauthenticated; handlers that need a member call {@link RequestPrincipal#require}. A token that
 * no longer resolves is remembered, so those handlers say the sign-in expired — while sign-in
 * itself still works for a client that holds a stale cookie.
 */
public final class AuthFilter implements Filter {
    public static final String SESSION_COOKIE = "hearth_session";
    private final TokenResolver tokens;

    public AuthFilter(TokenResolver tokens) {
        this.tokens = tokens;
    }

    @Override
    public void filter(FilterChain chain, RoutingRequest req, RoutingResponse res) {
        Optional<String> bearer = bearer(req);
        Optional<String> token = bearer.or(() -> req.headers().cookies().first(SESSION_COOKIE).asOptional());
        if (token.isPresent()) {
            tokens.resolve(token.get()).ifPresentOrElse(p -> {
                RequestPrincipal.set(req, p);
                if (bearer.isEmpty()) {
                    RequestPrincipal.markCookieSession(req, token.get());
                }
            }, () -> RequestPrincipal.markExpired(req));
        }
        chain.proceed();
    }

    /** The bearer token, when the request brings one; then the cookie is not used (see {@link CrossSiteGuard}). */
    public static Optional<String> bearer(ServerRequest req) {
        return req.headers().value(HeaderNames.AUTHORIZATION)
                .filter(v -> v.regionMatches(true, 0, "Bearer ", 0, 7))
                .map(v -> v.substring(7).trim())
                .filter(v -> !v.isEmpty());
    }
}
