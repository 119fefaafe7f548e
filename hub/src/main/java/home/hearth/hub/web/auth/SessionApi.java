package home.hearth.hub.web.auth;

import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.CsrfTokens;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Sha256;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.profiles.auth.ApiTokens;
import home.hearth.profiles.auth.IssuedToken;
import home.hearth.profiles.auth.TokenKind;
import home.hearth.profiles.members.MemberDirectory;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET /api/v1/auth/session}: who is signed in, and for a page session its CSRF proof (the
 * pages call it on load and send the proof with every change). {@code POST /api/v1/auth/session/token}:
 * a short-lived bearer token of the signed-in page member, for the one door that cannot use the
 * HttpOnly cookie — the talk page's WebSocket hello.
 */
public final class SessionApi implements HttpService {
    static final Duration TALK_TOKEN_TTL = Duration.ofHours(12);
    private final MemberDirectory members;
    private final ApiTokens tokens;
    private final AuditTrail audit;
    private final Clock clock;

    public SessionApi(MemberDirectory members, ApiTokens tokens, AuditTrail audit, Clock clock) {
        this.members = members;
        this.tokens = tokens;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::session).post("/token", this::talkToken);
    }

    private void talkToken(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        if (RequestPrincipal.cookieSession(req).isEmpty()) {
            throw ApiException.badRequest("Only a signed-in page asks for this; an API client already has its bearer token.");
        }
        MemberId member = who.member().orElseThrow(ApiException::unauthorized);
        String session = RequestPrincipal.cookieSession(req).orElseThrow();
        // The token belongs to this page session: labelled with it, so signing out revokes it too (AuthApi), and never
        // valid past it (a minute at least, the shortest token there is). Otherwise a talk page left open in another tab
        // went on speaking as the member for hours after they signed out: the room socket asks the token at every utterance.
        Duration left = tokens.resolve(session).map(g -> Duration.between(clock.instant(), g.expiresAt()))
                .orElseThrow(ApiException::unauthorized);
        Duration ttl = left.compareTo(TALK_TOKEN_TTL) < 0 ? left : TALK_TOKEN_TTL;
        ttl = ttl.compareTo(Duration.ofMinutes(1)) < 0 ? Duration.ofMinutes(1) : ttl;
        IssuedToken token = tokens.issue(member, TokenKind.SESSION, talkLabel(session), ttl);
        audit.record(new AuditEvent(clock.instant(), member.value(), "auth.token.issue", member.value(), "ok",
                "short-lived talk token for the page's microphone"));
        Responses.ok(res, Map.of("token", token.secret(), "expiresAt", token.expiresAt().toString()));
    }

    /** The label of the talk tokens a page session asks for: a digest of its secret, never the secret. */
    static String talkLabel(String sessionSecret) {
        return "talk page " + Sha256.hex(sessionSecret).substring(0, 24);
    }

    private void session(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("member", who.member().flatMap(members::get).map(MemberView::of).orElse(null));
        RequestPrincipal.cookieSession(req).ifPresent(secret -> body.put("csrfToken", CsrfTokens.forSession(secret)));
        Responses.ok(res, body);
    }
}
