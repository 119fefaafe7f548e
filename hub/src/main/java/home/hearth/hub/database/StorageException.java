package home.hearth.hub.database;

/**
 * Something went wrong with the encrypted database. The message is a sentence a householder
 * understands and never contains the key, a URL with the key, or stored content.
 */
public final class StorageException extends RuntimeException {
    public StorageException(String message) {
        super(message);
    }

    public StorageException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * Whether {@code e} (or a cause) is SQLite's "database or disk is full" (SQLITE_FULL), its
     * shared-memory file failing to grow (SQLITE_IOERR_SHMSIZE, what a full disk looks like to WAL
     * readers), or ENOSPC.
     */
    public static boolean isDiskFull(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = String.valueOf(t.getMessage());
            if (m.contains("SQLITE_FULL") || m.contains("SQLITE_IOERR_SHMSIZE") || m.contains("disk is full")
                    || m.contains("No space left on device")) {
                return true;
            }
        }
        return false;
    }
}
