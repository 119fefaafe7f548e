package home.hearth.hub.web.automation;

import home.hearth.hub.house.AutomationClient;
import home.hearth.hub.house.AutomationClientProblem;
import home.hearth.hub.house.AutomationClients;
import home.hearth.hub.house.IssuedClient;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.BodyRules;
import home.hearth.hub.web.RequestBodies;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.audit.AuditTrail;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Automation clients' MQTT accounts under {@code /api/v1/automation-clients} (admin only): list them
 * with the ACL the policy gives each (never a secret), add one (its secret shown once), give one a
 * new secret, revoke one (its open MQTT connections are closed at once). Every change is audited
 * without the secret.
 */
public final class AutomationClientsApi implements HttpService {
    private static final String ADMIN_ONLY = "Only the household admin can manage automation clients.";
    private final AutomationClients clients;
    private final AuditTrail audit;
    private final Clock clock;

    public AutomationClientsApi(AutomationClients clients, AuditTrail audit, Clock clock) {
        this.clients = clients;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::list)
                .post("/", this::add)
                .delete("/{name}", this::revoke)
                .post("/{name}/secret", this::rotate);
    }

    private void list(ServerRequest req, ServerResponse res) {
        RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("broker", clients.embedded() ? "embedded" : "external");
        if (!clients.embedded()) {
            body.put("message", "This hub uses an external MQTT broker: automation clients' accounts are managed there.");
        }
        body.put("clients", clients.all().stream().map(c -> ClientView.of(c, clients.rule(c.name()))).toList());
        Responses.ok(res, body);
    }

    private void add(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        String name = RequestBodies.read(req, NewClient.class).name().strip();
        IssuedClient issued = refusedAsApi(() -> clients.add(name, who(admin)));
        record(admin, "automation_client.create", name, "automation client added");
        Responses.json(res, Status.CREATED_201, withSecret(issued, "Keep this secret now: the hub shows it only once."
                + " The client connects to the hub's MQTT broker with username '" + name + "' and this secret as password."));
    }

    private void revoke(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        String name = req.path().pathParameters().get("name");
        int closed = refusedAsApi(() -> clients.revoke(name));
        record(admin, "automation_client.revoke", name, "automation client revoked; " + closed + " open connection(s) closed");
        res.status(Status.NO_CONTENT_204).send();
    }

    private void rotate(ServerRequest req, ServerResponse res) {
        Principal admin = RequestPrincipal.requireAdmin(req, ADMIN_ONLY);
        String name = req.path().pathParameters().get("name");
        IssuedClient issued = refusedAsApi(() -> clients.rotate(name));
        record(admin, "automation_client.rotate", name, "automation client given a new secret; open connections closed");
        Responses.ok(res, withSecret(issued, "Keep this new secret now: the hub shows it only once. The old one no longer works."));
    }

    private Map<String, Object> withSecret(IssuedClient issued, String message) {
        Map<String, Object> body = ClientView.of(issued.client(), clients.rule(issued.client().name()));
        body.put("secret", issued.secret());
        body.put("message", message);
        return body;
    }

    /** The house's refusals as API errors: a bad name 422, a taken one or a read-only one 409, an unknown one 404. */
    private static <T> T refusedAsApi(Supplier<T> change) {
        try {
            return change.get();
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("bad_name", e.getMessage());
        } catch (AutomationClientProblem e) {
            throw switch (e.kind()) {
                case UNKNOWN -> new ApiException(Status.NOT_FOUND_404, "not_found", e.getMessage());
                case NAME_TAKEN -> ApiException.conflict(e.getMessage());
                case READ_ONLY -> new ApiException(Status.CONFLICT_409, "read_only", e.getMessage());
                case EXTERNAL_BROKER -> new ApiException(Status.CONFLICT_409, "external_broker", e.getMessage());
            };
        }
    }

    private static String who(Principal admin) {
        return admin.member().map(MemberId::value).orElse("unknown");
    }

    private void record(Principal admin, String action, String target, String reason) {
        audit.record(new AuditEvent(clock.instant(), who(admin), action, target, "ok", reason));
    }

    /** {@code POST /automation-clients}; the name's form is {@link AutomationClient#requireName}'s (422). */
    record NewClient(String name) {
        NewClient {
            BodyRules.requiredText(name, "name");
        }
    }
}
