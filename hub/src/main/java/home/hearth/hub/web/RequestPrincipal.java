package home.hearth.hub.web;

import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.http.Status;
import io.helidon.webserver.http.ServerRequest;
import java.util.Optional;

/**
 * The signed-in principal of a request, put there by the authentication filter (a page session
 * cookie or a bearer token: both are {@code VERIFIED}).
 */
public final class RequestPrincipal {
    private RequestPrincipal() {}

    public static void set(ServerRequest req, Principal principal) {
        req.context().register(Principal.class, principal);
    }

    /** The principal was signed in by the page-session cookie (not a bearer token); {@code secret} is its token. */
    static void markCookieSession(ServerRequest req, String secret) {
        req.context().register(CookieSession.class, new CookieSession(secret));
    }

    /** The session secret when the page-session cookie signed this request in; empty for bearer clients. */
    public static Optional<String> cookieSession(ServerRequest req) {
        return req.context().get(CookieSession.class, CookieSession.class).map(CookieSession::secret);
    }

    /** The request carried a token that no longer signs anybody in (expired, revoked, forged). */
    static void markExpired(ServerRequest req) {
        req.context().register(ExpiredSignIn.class, new ExpiredSignIn());
    }

    /** The principal, or a 401 with a hint how to sign in. */
    public static Principal require(ServerRequest req) {
        return req.context().get(Principal.class, Principal.class).orElseThrow(() ->
                req.context().get(ExpiredSignIn.class, ExpiredSignIn.class).isPresent()
                        ? new ApiException(Status.UNAUTHORIZED_401, "unauthorized",
                                "Your sign-in has expired or was revoked. Sign in again.")
                        : ApiException.unauthorized());
    }

    /** The principal if it is the household admin; otherwise a 403 with {@code refusal} (what only the admin may do). */
    public static Principal requireAdmin(ServerRequest req, String refusal) {
        Principal who = require(req);
        if (who.role() != Role.ADMIN) {
            throw ApiException.forbidden(refusal);
        }
        return who;
    }

    private record ExpiredSignIn() {}

    private record CookieSession(String secret) {}
}
