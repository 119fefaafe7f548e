package home.hearth.hub.memory.changes;

import home.hearth.policies.memory.MemoryKind;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The listeners the memory write path tells, after each commit, what changed. The writer, editor,
 * maintenance and erasure call {@link #committed} once the transaction that made the change has
 * returned; a failing listener is logged and the others still hear.
 */
public final class MemoryChanges {
    /** Nobody listens. */
    public static final MemoryChanges NONE = new MemoryChanges(List.of());
    private static final Logger LOG = LoggerFactory.getLogger(MemoryChanges.class);
    private final List<MemoryChangeListener> listeners;

    public MemoryChanges(List<MemoryChangeListener> listeners) {
        this.listeners = List.copyOf(listeners);
    }

    public static MemoryChanges of(MemoryChangeListener... listeners) {
        return new MemoryChanges(List.of(listeners));
    }

    /** These listeners and {@code more}, told after them. */
    public MemoryChanges with(MemoryChangeListener more) {
        List<MemoryChangeListener> all = new java.util.ArrayList<>(listeners);
        all.add(more);
        return new MemoryChanges(all);
    }

    /** Tells every listener that memory {@code id} of {@code kind} had {@code change}, now committed. */
    public void committed(String id, MemoryKind kind, MemoryChange.Change change) {
        committed(new MemoryChange(id, kind, change));
    }

    /** Tells every listener about {@code change}, which the database has committed. */
    public void committed(MemoryChange change) {
        for (MemoryChangeListener l : listeners) {
            try {
                l.changed(change);
            } catch (RuntimeException e) {
                // The id, kind and change only: an exception's message may quote what a listener was given.
                LOG.warn("A memory change listener ({}) failed on {} of memory {} ({}): {}", l.getClass().getSimpleName(),
                        change.change().wireName(), change.id(), change.kind().wireName(), e.getClass().getSimpleName());
            }
        }
    }
}
