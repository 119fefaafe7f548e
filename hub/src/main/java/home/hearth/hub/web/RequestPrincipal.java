package home.hearth.hub.web;

import home.hearth.policies.Principal;
import io.helidon.webserver.http.ServerRequest;

/**
 * The signed-in principal of a request, put there by the authentication filter (a page session
 * cookie or a bearer token: both are {@code VERIFIED}).
 */
public final class RequestPrincipal {
    private RequestPrincipal() {}

    public static void set(ServerRequest req, Principal principal) {
        req.context().register(Principal.class, principal);
    }

    /** The principal, or a 401 with a hint how to sign in. */
    public static Principal require(ServerRequest req) {
        return req.context().get(Principal.class, Principal.class).orElseThrow(ApiException::unauthorized);
    }
}
