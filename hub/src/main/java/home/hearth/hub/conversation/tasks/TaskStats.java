package home.hearth.hub.conversation.tasks;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** Counts for {@code /metrics}: tasks queued and running now, and tasks finished since start by how they ended. */
public final class TaskStats {
    private final AtomicInteger queued = new AtomicInteger();
    private final AtomicInteger running = new AtomicInteger();
    private final Map<TaskState, AtomicLong> finished = new EnumMap<>(TaskState.class);

    public TaskStats() {
        for (TaskState s : TaskState.values()) {
            if (s.finished()) {
                finished.put(s, new AtomicLong());
            }
        }
    }

    public int queued() {
        return queued.get();
    }

    public int running() {
        return running.get();
    }

    /** Tasks that ended in {@code state} since the hub started (interrupted: marked so at this start). */
    public long finished(TaskState state) {
        return finished.get(state).get();
    }

    public void queuedBy(int delta) {
        queued.addAndGet(delta);
    }

    public void runningBy(int delta) {
        running.addAndGet(delta);
    }

    public void ended(TaskState state) {
        finished.get(state).incrementAndGet();
    }
}
