package home.hearth.hub;

import home.hearth.hub.config.HubConfig;
import home.hearth.hub.storage.DatabaseBackup;
import home.hearth.hub.storage.KeySource;
import home.hearth.hub.storage.SchemaMigrator;
import home.hearth.hub.storage.SqlCipherDatabase;
import home.hearth.hub.web.ErrorHandling;
import home.hearth.hub.web.HubMetrics;
import home.hearth.hub.web.ObservabilityService;
import home.hearth.hub.web.OpenApiService;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one composition root: reads nothing but its {@link HubConfig}, builds every component by
 * constructor, and starts them in dependency order. Everything else in the hub is plain
 * constructors.
 */
public final class HubWiring {
    private static final Logger LOG = LoggerFactory.getLogger(HubWiring.class);
    /** Module schemas, in migration order. */
    static final List<String> SCHEMA_MODULES = List.of("hub");
    private final HubConfig config;

    private HubWiring(HubConfig config) {
        this.config = config;
    }

    public static HubWiring create(HubConfig config) {
        return new HubWiring(config);
    }

    /** Starts every component; if one fails, the ones already started are stopped again. */
    public Hub start() {
        Deque<AutoCloseable> started = new ArrayDeque<>();
        try {
            return startAll(started);
        } catch (RuntimeException e) {
            while (!started.isEmpty()) {
                closeQuietly(started.pop());
            }
            throw e;
        }
    }

    private Hub startAll(Deque<AutoCloseable> started) {
        SqlCipherDatabase db = openDatabase();
        started.push(db);
        HubMetrics metrics = new HubMetrics();
        metrics.gauge("hearth_jvm_heap_used_bytes", () -> Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory());
        Map<String, BooleanSupplier> checks = new LinkedHashMap<>();
        checks.put("database", () -> databaseAnswers(db));
        Components components = new Components(metrics, checks);
        WebServer server = WebServer.builder()
                .host(config.http().host())
                .port(config.http().port())
                .routing(r -> routing(r, components))
                .build()
                .start();
        LOG.info("HTTP API and pages listening on http://{}:{}", config.http().host(), server.port());
        return new Hub(server, started);
    }

    /** Writes an encrypted copy of the database into {@code dir} (the hub may be running). */
    public Path backup(Path dir) {
        try (SqlCipherDatabase db = openDatabase()) {
            return DatabaseBackup.writeTo(db, dir, java.time.Clock.systemUTC());
        }
    }

    private SqlCipherDatabase openDatabase() {
        Path dataDir = config.storage().dataDir();
        createDirectories(dataDir);
        SqlCipherDatabase db = SqlCipherDatabase.open(dataDir.resolve("hub.db"), KeySource.resolve(config.storage()));
        new SchemaMigrator(db.dataSource()).migrate(SCHEMA_MODULES);
        return db;
    }

    /** What the routing serves; grows as features are wired in. */
    record Components(HubMetrics metrics, Map<String, BooleanSupplier> healthChecks) {}

    /** The production routing; tests call it so they run exactly what the hub serves. */
    static void routing(HttpRouting.Builder routing, Components c) {
        ErrorHandling.register(routing);
        routing.addFilter((chain, req, res) -> {
            c.metrics().increment("hearth_http_requests_total");
            chain.proceed();
        });
        routing.register(new ObservabilityService(c.healthChecks(), c.metrics()));
        routing.register(new OpenApiService(List.of()));
    }

    private static boolean databaseAnswers(SqlCipherDatabase db) {
        db.execute("SELECT 1");
        return true;
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new home.hearth.hub.storage.StorageException("cannot create the data directory " + dir + ": " + e.getMessage(), e);
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            LOG.warn("Could not stop {} after a failed start: {}", c.getClass().getSimpleName(), e.getMessage());
        }
    }
}
