package home.hearth.profiles;

/**
 * Something in the profiles module went wrong, with a sentence a householder can read. Storage
 * failures ({@code SQLException}) are converted into this once and never leak out.
 */
public class ProfilesException extends RuntimeException {
    public ProfilesException(String message) {
        super(message);
    }

    public ProfilesException(String message, Throwable cause) {
        super(message, cause);
    }
}
