package home.hearth.hub.logging;

import java.util.logging.LogManager;

/**
 * A {@link LogManager} that keeps logging alive while the hub stops. The JDK's own shutdown hook
 * resets logging concurrently with ours, which would swallow "database closed" and every other
 * line a householder reads to know the hub stopped cleanly. The launcher selects it with
 * {@code -Djava.util.logging.manager=home.hearth.hub.logging.ShutdownSafeLogManager} (setting the
 * property from {@code main} is too late: the JDK may have initialised logging already); the hub
 * calls {@link #shutdownFinished()} once it has stopped.
 */
public final class ShutdownSafeLogManager extends LogManager {
    private static volatile boolean hubStopping = true;

    @Override
    public void reset() {
        // The JDK calls reset() once at start (readConfiguration) and once from its shutdown hook.
        if (hubStopping && isShuttingDown()) {
            return;
        }
        super.reset();
    }

    /** Called after the hub's last log line; flushes and closes the handlers. */
    public static void shutdownFinished() {
        hubStopping = false;
        if (LogManager.getLogManager() instanceof ShutdownSafeLogManager m) {
            m.resetNow();
        }
    }

    private void resetNow() {
        super.reset();
    }

    private static boolean isShuttingDown() {
        try {
            Thread probe = new Thread(() -> { });
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException shuttingDown) {
            return true;
        }
    }
}
