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
 * {@code /health} (200 when every check is up, 503 otherwise, with each check named) and
 * {@code /metrics} (Prometheus text). Neither needs sign-in; neither says anything personal.
 */
public final class ObservabilityService implements HttpService {
    private final Map<String, BooleanSupplier> checks;
    private final HubMetrics metrics;

    /** @param checks named health checks (database, mqtt, …), in the order to report them */
    public ObservabilityService(Map<String, BooleanSupplier> checks, HubMetrics metrics) {
        this.checks = new LinkedHashMap<>(checks);
        this.metrics = metrics;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/health", this::health).get("/metrics", this::metrics);
    }

    private void health(ServerRequest req, ServerResponse res) {
        Map<String, String> results = new LinkedHashMap<>();
        boolean allUp = true;
        for (Map.Entry<String, BooleanSupplier> c : checks.entrySet()) {
            boolean up = safely(c.getValue());
            allUp &= up;
            results.put(c.getKey(), up ? "UP" : "DOWN");
        }
        Responses.json(res, allUp ? Status.OK_200 : Status.SERVICE_UNAVAILABLE_503,
                Map.of("status", allUp ? "UP" : "DOWN", "checks", results));
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
