package home.hearth.hub.storage;

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
}
