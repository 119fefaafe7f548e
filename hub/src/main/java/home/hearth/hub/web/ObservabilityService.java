package home.hearth.hub.web;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * {@code /health} (200 when every check is up, 503 otherwise, with each check named; an
 * {@link ExplainedCheck} that fails adds its sentence under {@code problems}, and an optional one makes
 * the status {@code DEGRADED}, still 200) and
 * {@code /metrics} (Prometheus text). Neither needs sign-in; neither says anything personal.
 */
public final class ObservabilityService implements HttpService {
    private final Map<String, BooleanSupplier> checks;
    private final HubMetrics metrics;
    private final Map<String, String> missing;

    /** @param checks named health checks (database, mqtt, …), in the order to report them */
    public ObservabilityService(Map<String, BooleanSupplier> checks, HubMetrics metrics) {
        this(checks, metrics, Map.of());
    }

    /**
     * @param missing optional parts the hub runs without (a model nobody prepared), each with how to add
     *     it: reported by {@code /health} without making it DOWN
     */
    public ObservabilityService(Map<String, BooleanSupplier> checks, HubMetrics metrics, Map<String, String> missing) {
        this.checks = new LinkedHashMap<>(checks);
        this.metrics = metrics;
        this.missing = new LinkedHashMap<>(missing);
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/health", this::health).get("/metrics", this::metrics);
    }

    private void health(ServerRequest req, ServerResponse res) {
        Map<String, String> results = new LinkedHashMap<>();
        Map<String, String> problems = new LinkedHashMap<>();
        boolean allUp = true;
        for (Map.Entry<String, BooleanSupplier> c : checks.entrySet()) {
            boolean up = safely(c.getValue());
            results.put(c.getKey(), up ? "UP" : "DOWN");
            if (!up && c.getValue() instanceof ExplainedCheck explained) {
                problems.put(c.getKey(), explained.problem().get().orElse("not available"));
                allUp &= !explained.essential();
            } else {
                allUp &= up;
            }
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", !allUp ? "DOWN" : problems.isEmpty() ? "UP" : "DEGRADED");
        body.put("checks", results);
        if (!problems.isEmpty()) {
            body.put("problems", problems);
        }
        if (!missing.isEmpty()) {
            body.put("missing", missing);
        }
        Responses.json(res, allUp ? Status.OK_200 : Status.SERVICE_UNAVAILABLE_503, body);
    }

    private static boolean safely(BooleanSupplier check) {
        try {
            return check.getAsBoolean();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void metrics(ServerRequest req, ServerResponse res) {
        res.header(HeaderNames.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
        res.send(metrics.render());
    }
}
