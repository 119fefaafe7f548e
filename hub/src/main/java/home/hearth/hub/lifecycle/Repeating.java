package home.hearth.hub.lifecycle;

import org.slf4j.Logger;

/**
 * Keeps a task that a {@link java.util.concurrent.ScheduledExecutorService} repeats alive. Whatever
 * escapes one run of such a task cancels every later run, and says nothing: the executor keeps it in
 * a future nobody reads. An {@link Error} the task does not expect (a stack overflow on one odd
 * input, a transient out-of-memory) would so stop learning, maintenance or a call's deadline for the
 * rest of the hub's life. Wrapped, such a run is logged with its stack and the next run comes as
 * scheduled, which is what Spring's scheduler does for repeating tasks. Tasks still handle their own
 * expected failures, with their own words.
 */
public final class Repeating {
    private Repeating() {
    }

    /** {@code task}, with anything escaping a run logged on {@code log} as a failure of {@code what}. */
    public static Runnable surviving(Logger log, String what, Runnable task) {
        return () -> {
            try {
                task.run();
            } catch (Throwable t) {
                log.error("{} failed ({}); it runs again as scheduled", what, t.toString(), t);
            }
        };
    }
}
