package home.hearth.hub.database;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Turns a passphrase into a {@link DatabaseKey} with PBKDF2-HMAC-SHA256 (600 000 iterations,
 * OWASP 2023). The salt is not secret: it lives beside the database ({@code hub.db.salt}) so the
 * same passphrase opens the same database after a restart. {@link KeySource} writes a new salt
 * only once the database it belongs to has opened.
 */
public final class PassphraseKdf {
    static final int ITERATIONS = 600_000;

    private PassphraseKdf() {}

    /** A fresh random salt, for a database that does not exist yet. */
    public static byte[] newSalt() {
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        return salt;
    }

    public static DatabaseKey derive(String passphrase, byte[] salt) {
        if (passphrase.length() < 12) {
            throw new StorageException("HEARTH_DB_KEY as a passphrase must be at least 12 characters"
                    + " (or give 64 hex digits for a raw 256-bit key)");
        }
        try {
            PBEKeySpec spec = new PBEKeySpec(passphrase.toCharArray(), salt, ITERATIONS, 256);
            byte[] key = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            spec.clearPassword();
            return DatabaseKey.ofBytes(key);
        } catch (GeneralSecurityException e) {
            throw new StorageException("this Java runtime cannot derive a key (PBKDF2WithHmacSHA256 missing)", e);
        }
    }
}
