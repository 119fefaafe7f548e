package home.hearth.hub.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Turns a passphrase into a {@link DatabaseKey} with PBKDF2-HMAC-SHA256 (600 000 iterations,
 * OWASP 2023). The salt is not secret: it lives beside the database ({@code hub.db.salt}) so the
 * same passphrase opens the same database after a restart.
 */
public final class PassphraseKdf {
    static final int ITERATIONS = 600_000;

    private PassphraseKdf() {}

    public static DatabaseKey derive(String passphrase, Path saltFile) {
        if (passphrase.length() < 12) {
            throw new StorageException("HEARTH_DB_KEY as a passphrase must be at least 12 characters"
                    + " (or give 64 hex digits for a raw 256-bit key)");
        }
        byte[] salt = saltFrom(saltFile);
        try {
            PBEKeySpec spec = new PBEKeySpec(passphrase.toCharArray(), salt, ITERATIONS, 256);
            byte[] key = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            spec.clearPassword();
            return DatabaseKey.ofBytes(key);
        } catch (GeneralSecurityException e) {
            throw new StorageException("this Java runtime cannot derive a key (PBKDF2WithHmacSHA256 missing)", e);
        }
    }

    private static byte[] saltFrom(Path saltFile) {
        try {
            if (Files.exists(saltFile)) {
                return Files.readAllBytes(saltFile);
            }
            byte[] salt = new byte[16];
            new SecureRandom().nextBytes(salt);
            Files.createDirectories(saltFile.toAbsolutePath().getParent());
            Files.write(saltFile, salt);
            return salt;
        } catch (IOException e) {
            throw new StorageException("cannot read or create the key salt file " + saltFile + ": " + e.getMessage(), e);
        }
    }
}
