package home.hearth.hub;

import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.house.RoomSpeakers;
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
    private final TurnService turns;
    private final RoomSpeakers speakers;
    private final AtomicBoolean stopped = new AtomicBoolean();

    Hub(WebServer server, StartedComponents components, TurnService turns, RoomSpeakers speakers) {
        this.server = server;
        this.components = components;
        this.turns = turns;
        this.speakers = speakers;
    }

    /** The rooms that can speak now (room connections register here; timers announce through it). */
    public RoomSpeakers speakers() {
        return speakers;
    }

    /** The turn service every door uses, for in-process doors and tests (e.g. a voice turn). */
    public TurnService turns() {
        return turns;
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
        try {
            server.stop();
        } catch (RuntimeException e) { // the database must still be closed cleanly, and the rest stopped
            LOG.warn("The web server did not stop cleanly: {}", e.toString());
        }
        components.close();
        LOG.info("Hearth hub stopped");
    }
}
