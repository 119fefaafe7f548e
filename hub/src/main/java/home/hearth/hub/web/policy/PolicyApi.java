package home.hearth.hub.web.policy;

import home.hearth.hub.config.ConfigException;
import home.hearth.hub.policy.LivePolicies;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.Principal;
import home.hearth.policies.config.PolicyError;
import home.hearth.policies.config.PolicyFileException;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The household policy for the admin: {@code GET /api/v1/policy} (the YAML in force) and
 * {@code PUT /api/v1/policy} (a new YAML; refused with every error by line, the old policy staying).
 */
public final class PolicyApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can read or change the policy.";
    private static final int MAX_CHARS = 256 * 1024;
    private final LivePolicies policies;

    public PolicyApi(LivePolicies policies) {
        this.policies = policies;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::show).put("/", this::replace);
    }

    private void show(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        res.header(HeaderNames.CONTENT_TYPE, "application/yaml; charset=utf-8");
        res.send(policies.text());
    }

    private void replace(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        String yaml = req.content().hasEntity() ? req.content().as(String.class) : "";
        if (yaml.isBlank() || yaml.length() > MAX_CHARS) {
            throw ApiException.badRequest("Send the household policy as YAML (at most 256 KiB) in the request body.");
        }
        try {
            policies.replace(yaml, admin);
        } catch (PolicyFileException e) {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("error", "invalid_policy");
            body.put("message", "The policy has " + e.errors().size() + " error(s); the old policy stays in force.");
            body.put("errors", e.errors().stream().map(PolicyError::toString).toList());
            Responses.json(res, Status.create(422, "Unprocessable Content"), body);
            return;
        } catch (ConfigException e) {
            throw ApiException.conflict(e.getMessage());
        }
        Responses.ok(res, Map.of("message", "The new policy is in force."));
    }
}
