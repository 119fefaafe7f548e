package home.hearth.hub.database;

import home.hearth.policies.Sha256;

/**
 * SHA-256 as the hub stores it: 64 lower-case hex characters ({@link Sha256}, the one copy of every
 * module). Secrets shown once (microphone tokens, automation clients' passwords) are kept only as
 * this, so its format must never change: a stored hash that no longer matches locks the device or
 * client out.
 */
public final class Digests {
    private Digests() {}

    /** The SHA-256 of {@code text}'s UTF-8 bytes, in lower-case hex. */
    public static String sha256Hex(String text) {
        return Sha256.hex(text);
    }

    /** The SHA-256 of {@code bytes}, in lower-case hex. */
    public static String sha256Hex(byte[] bytes) {
        return Sha256.hex(bytes);
    }
}
