package home.hearth.hub.web.auth;

import home.hearth.hub.web.CsrfTokens;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.Principal;
import home.hearth.profiles.members.MemberDirectory;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET /api/v1/auth/session}: who is signed in, and for a page session its CSRF proof (the
 * pages call it on load and send the proof with every change).
 */
public final class SessionApi implements HttpService {
    private final MemberDirectory members;

    public SessionApi(MemberDirectory members) {
        this.members = members;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::session);
    }

    private void session(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("member", who.member().flatMap(members::get).map(MemberView::of).orElse(null));
        RequestPrincipal.cookieSession(req).ifPresent(secret -> body.put("csrfToken", CsrfTokens.forSession(secret)));
        Responses.ok(res, body);
    }
}
