package home.hearth.hub.web.auth;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.AuthFilter;
import home.hearth.hub.web.CsrfTokens;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.profiles.ProfilesException;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.Credentials;
import home.hearth.profiles.auth.FirstAdmin;
import home.hearth.profiles.auth.IssuedToken;
import home.hearth.profiles.auth.TokenKind;
import home.hearth.profiles.members.Member;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Sign-in under {@code /api/v1/auth}: {@code POST /login} → a bearer token (and the page-session
 * cookie from the same check), {@code POST /logout}, {@code POST /setup} (redeem the one-time
 * setup code of the first admin), and {@code POST /tokens} (admin: a room-microphone or
 * automation token, shown once).
 */
public final class AuthApi implements HttpService {
    /** Marks a client that signed in before, so a guesser elsewhere cannot lock it out. */
    public static final String DEVICE_COOKIE = "hearth_device";
    static final Duration DEVICE_TTL = Duration.ofDays(365);
    private final Credentials credentials;
    private final ApiTokens tokens;
    private final FirstAdmin firstAdmin;
    private final LoginThrottle throttle;
    private final AuditTrail audit;
    private final Clock clock;
    private final Duration sessionTtl;
    private final TrustedProxies proxies;

    /**
     * @param sessionTtl how long a sign-in lasts ({@code http.session-ttl})
     * @param proxies who may say that a request came over HTTPS, so its cookies are marked {@code Secure}
     */
    public AuthApi(Credentials credentials, ApiTokens tokens, FirstAdmin firstAdmin, LoginThrottle throttle,
            AuditTrail audit, Clock clock, Duration sessionTtl, TrustedProxies proxies) {
        this.credentials = credentials;
        this.tokens = tokens;
        this.firstAdmin = firstAdmin;
        this.throttle = throttle;
        this.audit = audit;
        this.clock = clock;
        this.sessionTtl = sessionTtl;
        this.proxies = proxies;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.post("/login", this::login)
                .post("/logout", this::logout)
                .post("/setup", this::setup)
                .post("/tokens", this::issueToken);
    }

    private void login(ServerRequest req, ServerResponse res) {
        JsonNode body = Json.body(req);
        String username = Json.text(body, "username");
        String password = Json.text(body, "password");
        String client = proxies.clientAddress(req);
        String device = req.headers().cookies().first(DEVICE_COOKIE).asOptional().orElse(null);
        Optional<LoginThrottle.Wait> wait = throttle.waitFor(username, client, device);
        if (wait.isPresent()) {
            long seconds = wait.get().duration().toSeconds() + 1;
            res.header(HeaderNames.RETRY_AFTER, String.valueOf(seconds));
            Responses.error(res, new ApiException(Status.TOO_MANY_REQUESTS_429, "too_many_attempts",
                    wait.get().reason() + " Try again in " + seconds + " seconds."));
            return;
        }
        Optional<Member> member = credentials.authenticate(username, password);
        if (member.isEmpty()) {
            refused(username, client, device);
        }
        signedIn(res, member.get(), throttle.succeeded(username, client, device), cookieFlags(req));
    }

    private void refused(String username, String client, String device) {
        audit.record(event("unknown", "auth.login", "", "refused", "wrong username or password"));
        // the audit names the member whose sign-in is held back, never the text typed: a name that names nobody is often
        // a password typed into the wrong field, and the audit is read by the admin
        String target = credentials.memberNamed(username).map(MemberId::value).orElse("no member");
        throttle.failed(username, client, device).ifPresent(w -> audit.record(event("unknown", "auth.throttle",
                target, "throttled", w.reason() + "; sign-in waits " + w.duration().toSeconds() + " s")));
        throw new ApiException(Status.UNAUTHORIZED_401, "invalid_credentials", "Wrong username or password.");
    }

    private void signedIn(ServerResponse res, Member member, String device, String flags) {
        IssuedToken token = tokens.issue(member.id(), TokenKind.SESSION, "login", sessionTtl);
        audit.record(event(member.id().value(), "auth.login", member.id().value(), "ok", "signed in"));
        res.header(HeaderNames.SET_COOKIE, AuthFilter.SESSION_COOKIE + "=" + token.secret()
                + "; Path=/" + flags + "; Max-Age=" + sessionTtl.toSeconds());
        res.headers().add(HeaderNames.SET_COOKIE, DEVICE_COOKIE + "=" + device
                + "; Path=/api/v1/auth/login" + flags + "; Max-Age=" + DEVICE_TTL.toSeconds());
        Responses.ok(res, Map.of("token", token.secret(), "expiresAt", token.expiresAt().toString(),
                "member", MemberView.of(member), "csrfToken", CsrfTokens.forSession(token.secret())));
    }

    private void logout(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        // The token that signed this request in, as AuthFilter chose it: a bearer token, else the page's cookie. Any
        // other Authorization header (a reverse proxy's Basic credentials, sent by the browser with every request) is
        // not a token of ours; taking it left the cookie's session valid after sign-out.
        AuthFilter.bearer(req).or(() -> RequestPrincipal.cookieSession(req))
                .ifPresent(secret -> {
                    tokens.revoke(secret);
                    // and the talk tokens this session's page asked for (SessionApi): they end with it
                    who.member().ifPresent(m -> tokens.revokeLabelled(m, SessionApi.talkLabel(secret)));
                });
        audit.record(event(actor(who), "auth.logout", actor(who), "ok", "signed out"));
        res.header(HeaderNames.SET_COOKIE, AuthFilter.SESSION_COOKIE + "=; Path=/" + cookieFlags(req) + "; Max-Age=0");
        res.status(Status.NO_CONTENT_204).send();
    }

    /**
     * {@code Secure} when the browser came over HTTPS (TLS here, or a trusted proxy's word), so the cookies are never
     * sent back over plain HTTP; not otherwise, since a browser drops a Secure cookie set over plain HTTP on the LAN.
     */
    private String cookieFlags(ServerRequest req) {
        return "; HttpOnly; SameSite=Strict" + (proxies.overHttps(req) ? "; Secure" : "");
    }

    private void setup(ServerRequest req, ServerResponse res) {
        JsonNode body = Json.body(req);
        MemberId admin;
        try {
            admin = firstAdmin.redeem(Json.text(body, "code"), Json.text(body, "password"));
        } catch (ProfilesException e) {
            audit.record(event("unknown", "auth.setup", "", "refused", "wrong or used setup code"));
            throw new ApiException(Status.UNAUTHORIZED_401, "invalid_setup_code", e.getMessage());
        }
        audit.record(event(admin.value(), "auth.setup", admin.value(), "ok", "first admin password set with the setup code"));
        Responses.ok(res, Map.of("member", admin.value(), "message", "Password set. Sign in with POST /api/v1/auth/login."));
    }

    private void issueToken(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.requireAdmin(req, "Only an admin can create device or automation tokens.");
        JsonNode body = Json.body(req);
        TokenKind kind = TokenKind.parse(Json.text(body, "kind"));
        if (kind == TokenKind.SESSION) {
            throw ApiException.badRequest("kind must be room-microphone or automation; sessions come from /login.");
        }
        MemberId owner = Json.optionalText(body, "member").map(MemberId::of).orElse(who.member().orElseThrow());
        int days = body.path("ttlDays").asInt(365);
        if (days < 1 || days > 3650) {
            throw ApiException.badRequest("ttlDays must be 1–3650, got: " + days);
        }
        IssuedToken token = tokens.issue(owner, kind, Json.text(body, "label"), Duration.ofDays(days));
        audit.record(event(actor(who), "auth.token.issue", owner.value(), "ok", kind.wireName() + " token issued"));
        Responses.json(res, Status.CREATED_201, Map.of("token", token.secret(), "kind", kind.wireName(),
                "expiresAt", token.expiresAt().toString(), "message", "Copy this token now: it is not shown again."));
    }

    private AuditEvent event(String actor, String action, String target, String outcome, String reason) {
        return new AuditEvent(clock.instant(), actor, action, target, outcome, reason);
    }

    private static String actor(Principal p) {
        return p.member().map(MemberId::value).orElse("unknown");
    }
}
