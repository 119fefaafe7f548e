package home.hearth.hub.web.audit;

import home.hearth.hub.audit.SqlAuditTrail;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.audit.ChainVerification;
import home.hearth.policies.audit.ChainedAuditEvent;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/** The audit log for the admin: {@code GET /api/v1/audit?limit=N} and {@code GET /api/v1/audit/verify}. */
public final class AuditApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can read the audit log.";
    private final SqlAuditTrail audit;

    public AuditApi(SqlAuditTrail audit) {
        this.audit = audit;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::latest).get("/verify", this::verify);
    }

    private void latest(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        int limit = req.query().first("limit").map(AuditApi::limit).orElse(100);
        Responses.ok(res, Map.of("events", audit.latest(limit).stream().map(AuditApi::view).toList()));
    }

    private void verify(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        ChainVerification v = audit.verify();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("intact", v.intact());
        v.firstBroken().ifPresent(seq -> body.put("firstBroken", seq));
        body.put("reason", v.reason());
        Responses.ok(res, body);
    }

    private static Map<String, Object> view(ChainedAuditEvent e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seq", e.sequence());
        m.put("at", e.event().at().toString());
        m.put("actor", e.event().actor());
        m.put("action", e.event().action());
        m.put("target", e.event().target());
        m.put("outcome", e.event().outcome());
        m.put("reason", e.event().reason());
        return m;
    }

    private static int limit(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 1 && n <= 1000) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // answered below
        }
        throw ApiException.badRequest("limit must be a number 1–1000, got: " + text);
    }
}
