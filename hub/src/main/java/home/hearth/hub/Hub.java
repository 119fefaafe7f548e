package home.hearth.hub;

import home.hearth.hub.lifecycle.StartedComponents;
import io.helidon.webserver.WebServer;
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
    private final StartedComponents components;
    private final AtomicBoolean stopped = new AtomicBoolean();

    Hub(WebServer server, StartedComponents components) {
        this.server = server;
        this.components = components;
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
        components.close();
        LOG.info("Hearth hub stopped");
    }
}
