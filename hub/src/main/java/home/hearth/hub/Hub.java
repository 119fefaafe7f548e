package home.hearth.hub;

import io.helidon.webserver.WebServer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running hub: the web server and every component it started, stopped in reverse order of
 * start so nothing loses its dependencies while stopping (the database closes last).
 */
public final class Hub implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Hub.class);
    private final WebServer server;
    private final Deque<AutoCloseable> components;
    private final AtomicBoolean stopped = new AtomicBoolean();

    Hub(WebServer server, Deque<AutoCloseable> startedComponents) {
        this.server = server;
        this.components = new ArrayDeque<>(startedComponents);
    }

    public int httpPort() {
        return server.port();
    }

    @Override
    public void close() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        LOG.info("Hearth hub stopping");
        server.stop();
        while (!components.isEmpty()) {
            AutoCloseable c = components.pop();
            try {
                c.close();
            } catch (Exception e) {
                LOG.warn("Stopping {} failed: {}", c.getClass().getSimpleName(), e.getMessage());
            }
        }
        LOG.info("Hearth hub stopped");
    }
}
