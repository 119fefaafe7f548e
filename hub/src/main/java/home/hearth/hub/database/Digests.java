package home.hearth.hub.database;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 as the hub stores it: 64 lower-case hex characters. Secrets shown once (microphone tokens,
 * automation clients' passwords) are kept only as this, so its format must never change: a stored
 * hash that no longer matches locks the device or client out.
 */
public final class Digests {
    private Digests() {}

    /** The SHA-256 of {@code text}'s UTF-8 bytes, in lower-case hex. */
    public static String sha256Hex(String text) {
        return sha256Hex(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The SHA-256 of {@code bytes}, in lower-case hex. */
    public static String sha256Hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available in this JDK", e);
        }
    }
}
