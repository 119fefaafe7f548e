package home.hearth.hub.memory.changes;

/**
 * Hears of memory changes after they are committed to the database — never of a write that was
 * refused or rolled back. Called on the writing thread, once per change; keep it short. A listener
 * that throws is logged (without content) and skipped: it never undoes the write nor stops the
 * other listeners.
 */
@FunctionalInterface
public interface MemoryChangeListener {
    void changed(MemoryChange change);
}
