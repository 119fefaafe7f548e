package home.hearth.hub.lifecycle;

import java.util.ArrayDeque;
import java.util.Deque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What has been started so far, closed in reverse order so nothing loses what it depends on while
 * stopping. Used both for a clean stop and to undo a start that failed half-way. A component that
 * fails to close is logged and the rest still close.
 */
public final class StartedComponents implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StartedComponents.class);
    private final Deque<AutoCloseable> started = new ArrayDeque<>();

    /** Records {@code component} as started and returns it. */
    public <T extends AutoCloseable> T push(T component) {
        started.push(component);
        return component;
    }

    /** Closes everything, newest first; safe to call more than once. */
    @Override
    public synchronized void close() {
        while (!started.isEmpty()) {
            AutoCloseable c = started.pop();
            try {
                c.close();
            } catch (Exception e) {
                LOG.warn("Stopping {} failed: {}", c.getClass().getSimpleName(), e.getMessage());
            }
        }
    }
}
