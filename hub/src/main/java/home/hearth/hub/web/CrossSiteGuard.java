package home.hearth.hub.web;

import io.helidon.http.HeaderName;
import io.helidon.http.HeaderNames;
import io.helidon.http.Method;
import io.helidon.http.Status;
import io.helidon.webserver.http.Filter;
import io.helidon.webserver.http.FilterChain;
import io.helidon.webserver.http.RoutingRequest;
import io.helidon.webserver.http.RoutingResponse;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Refuses cross-site changes made with the page-session cookie. Runs after {@link AuthFilter}, on
 * every POST, PUT, PATCH and DELETE that did not bring a bearer token (another {@code Authorization} scheme, such as
 * a proxy's Basic credentials, does not count):
 * <ol>
 *   <li>a browser's {@code Origin} must be this hub's own, and {@code Sec-Fetch-Site} must not be
 *       {@code same-site} or {@code cross-site} (a page on another port of the same host is
 *       same-site, and SameSite cookies alone do not stop it);</li>
 *   <li>when the cookie signed the request in, a body must declare its real type —
 *       {@code application/json}, or {@code application/yaml} for the policy and {@code audio/wav}
 *       for voice — never one a plain HTML form or a no-preflight fetch can send;</li>
 *   <li>and it must carry the session's CSRF proof ({@link CsrfTokens}) in {@value CsrfTokens#HEADER}.</li>
 * </ol>
 * A read (any other method) signed in by the cookie needs no proof, but one that brings a proof of another session is
 * refused the same way: the pages send their proof with every read, so a page drawn for one member never shows the
 * data of another who has signed in in the same browser since (the cookie is theirs then, the page's proof is not).
 * Bearer-token clients are untouched: a browser never attaches their header on its own.
 */
public final class CrossSiteGuard implements Filter {
    private static final Set<Method> CHANGES = Set.of(Method.POST, Method.PUT, Method.PATCH, Method.DELETE);
    /** Sign-in checks a password instead of a session, so it needs no proof (the origin check still runs). */
    private static final Set<String> PASSWORD_CALLS = Set.of("/api/v1/auth/login", "/api/v1/auth/setup");
    private static final HeaderName SEC_FETCH_SITE = HeaderNames.create("Sec-Fetch-Site");
    private static final HeaderName CSRF = HeaderNames.create(CsrfTokens.HEADER);

    @Override
    public void filter(FilterChain chain, RoutingRequest req, RoutingResponse res) {
        // Only a bearer token, as AuthFilter reads one, exempts: with any other Authorization header (Basic credentials
        // a browser adds behind a reverse proxy, even to a foreign page's request) the cookie signs the request in.
        if (CHANGES.contains(req.prologue().method()) && AuthFilter.bearer(req).isEmpty()) {
            requireSameOrigin(req);
            Optional<String> session = RequestPrincipal.cookieSession(req);
            String path = req.path().path();
            if (session.isPresent() && !PASSWORD_CALLS.contains(path)) {
                requireDeclaredType(req, path);
                if (!CsrfTokens.matches(session.get(), req.headers().value(CSRF).orElse(null))) {
                    throw new ApiException(Status.FORBIDDEN_403, "csrf", "This change needs the page's "
                            + CsrfTokens.HEADER + " header (GET /api/v1/auth/session gives it), or a bearer token.");
                }
            }
        } else if (AuthFilter.bearer(req).isEmpty()) {
            requireProofOfThisSessionIfAny(req);
        }
        chain.proceed();
    }

    /** A read with the cookie and a proof: the proof must be this cookie's session's (see the class comment). */
    private static void requireProofOfThisSessionIfAny(RoutingRequest req) {
        Optional<String> session = RequestPrincipal.cookieSession(req);
        Optional<String> proof = req.headers().value(CSRF);
        if (session.isPresent() && proof.isPresent() && !CsrfTokens.matches(session.get(), proof.get())) {
            throw new ApiException(Status.FORBIDDEN_403, "csrf", "The " + CsrfTokens.HEADER + " of this request belongs"
                    + " to another sign-in than the session cookie (someone else signed in in this browser since the page"
                    + " opened?). Reload the page, or send no " + CsrfTokens.HEADER + " with reads.");
        }
    }

    private static void requireSameOrigin(RoutingRequest req) {
        String site = req.headers().value(SEC_FETCH_SITE).orElse("same-origin").toLowerCase(Locale.ROOT);
        boolean crossSite = !site.equals("same-origin") && !site.equals("none");
        Optional<String> origin = req.headers().value(HeaderNames.ORIGIN);
        String host = req.headers().value(HeaderNames.HOST).orElse("");
        if (crossSite || origin.filter(o -> !authority(o).equalsIgnoreCase(host)).isPresent()) {
            throw new ApiException(Status.FORBIDDEN_403, "cross_site",
                    "Changes are accepted only from the hub's own pages, not from another site or port.");
        }
    }

    private static void requireDeclaredType(RoutingRequest req, String path) {
        boolean hasBody = req.headers().contentLength().orElse(0) > 0 || req.headers().contains(HeaderNames.TRANSFER_ENCODING);
        if (!hasBody) {
            return;
        }
        String expected = path.startsWith("/api/v1/policy") ? "application/yaml"
                : path.startsWith("/api/v1/voice/") ? "audio/wav" : "application/json";
        String declared = req.headers().value(HeaderNames.CONTENT_TYPE).orElse("")
                .split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        if (!declared.equals(expected)) {
            throw new ApiException(Status.UNSUPPORTED_MEDIA_TYPE_415, "unsupported_media_type",
                    "Send this body as " + expected + (declared.isEmpty() ? "." : ", not " + declared + "."));
        }
    }

    /** {@code http://host:port} → {@code host:port}; an opaque origin ({@code null}) matches nothing. */
    private static String authority(String origin) {
        int scheme = origin.indexOf("://");
        return scheme < 0 ? "\u0000" : origin.substring(scheme + 3);
    }
}
