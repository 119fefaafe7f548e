package home.hearth.profiles.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Page passwords through PBKDF2-HMAC-SHA256 (at least 210 000 iterations, a random 16-byte salt,
 * a 32-byte hash), encoded as {@code pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>}.
 * Checking is constant-time. Passwords are at least {@value #MIN_LENGTH} characters.
 */
public final class PasswordHasher {
    public static final int MIN_LENGTH = 10;
    public static final int MIN_ITERATIONS = 210_000;
    private static final String PREFIX = "pbkdf2-sha256";
    private final SecureRandom random = new SecureRandom();
    private final int iterations;

    public PasswordHasher() {
        this(MIN_ITERATIONS);
    }

    public PasswordHasher(int iterations) {
        if (iterations < MIN_ITERATIONS) {
            throw new IllegalArgumentException(
                    "PBKDF2 iterations must be at least " + MIN_ITERATIONS + ", got: " + iterations);
        }
        this.iterations = iterations;
    }

    /** Checks the password rule; the message never repeats the password. */
    public static void requireAcceptable(String password) {
        int length = password == null ? 0 : password.codePointCount(0, password.length());
        if (length < MIN_LENGTH) {
            throw new IllegalArgumentException("password must be at least " + MIN_LENGTH
                    + " characters long, got " + length + " characters");
        }
    }

    /** Hashes an acceptable password with a fresh salt. */
    public String hash(String password) {
        requireAcceptable(password);
        byte[] salt = new byte[16];
        random.nextBytes(salt);
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return PREFIX + "$" + iterations + "$" + b64.encodeToString(salt) + "$"
                + b64.encodeToString(derive(password, salt, iterations));
    }

    /** True when {@code password} matches {@code encoded}; false for any malformed input. */
    public boolean matches(String password, String encoded) {
        if (password == null || encoded == null) {
            return false;
        }
        String[] parts = encoded.split("\\$");
        if (parts.length != 4 || !parts[0].equals(PREFIX)) {
            return false;
        }
        try {
            int iter = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] expected = Base64.getDecoder().decode(parts[3]);
            return MessageDigest.isEqual(expected, derive(password, salt, iter));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static byte[] derive(String password, byte[] salt, int iter) {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iter, 256);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is not available in this JDK", e);
        } finally {
            spec.clearPassword();
        }
    }
}
