package home.hearth.policies;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 in lower-case hex (64 characters), the one copy every module uses: audit hashes, stored token hashes,
 * automation clients' ids, fingerprints. What those keep must never change, so neither may this: a text is hashed as
 * its UTF-8 bytes. A caller that wants a shorter tag takes the first hex digits of it.
 */
public final class Sha256 {
    private Sha256() {}

    /** The SHA-256 of {@code text}'s UTF-8 bytes. */
    public static String hex(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The SHA-256 of {@code parts} one after the other (as if joined into one array). */
    public static String hex(byte[]... parts) {
        MessageDigest sha = digest();
        for (byte[] part : parts) {
            sha.update(part);
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
