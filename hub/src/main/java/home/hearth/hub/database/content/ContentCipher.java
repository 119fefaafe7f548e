package home.hearth.hub.database.content;

import home.hearth.hub.database.StorageException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Seals text with its owner's content key (AES-256-GCM, a fresh 96-bit nonce each time, the
 * owner bound in as associated data) into {@code hc1.<owner>.<base64>}. Opening text whose key
 * was destroyed answers empty: the content is erased, wherever a copy of the row survives.
 * Text without the prefix (written before encryption) is answered as it is.
 */
public final class ContentCipher {
    private static final String PREFIX = "hc1.";
    private static final int NONCE = 12;
    private final ContentKeys keys;
    private final SecureRandom random = new SecureRandom();

    public ContentCipher(ContentKeys keys) {
        this.keys = keys;
    }

    public String seal(String owner, String text) {
        byte[] nonce = new byte[NONCE];
        random.nextBytes(nonce);
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, keys.keyFor(owner), new GCMParameterSpec(128, nonce));
            c.updateAAD(owner.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = c.doFinal(text.getBytes(StandardCharsets.UTF_8));
            byte[] out = ByteBuffer.allocate(NONCE + sealed.length).put(nonce).put(sealed).array();
            return PREFIX + owner + "." + Base64.getEncoder().withoutPadding().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new StorageException("cannot encrypt content (AES-GCM unavailable?)", e);
        }
    }

    /** The plain text; empty when its owner's key was destroyed. */
    public Optional<String> open(String stored) {
        if (stored == null || !stored.startsWith(PREFIX)) {
            return Optional.ofNullable(stored);
        }
        int dot = stored.indexOf('.', PREFIX.length());
        if (dot < 0) {
            throw new StorageException("sealed content has no owner");
        }
        String owner = stored.substring(PREFIX.length(), dot);
        Optional<SecretKey> key = keys.existing(owner);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        byte[] all = Base64.getDecoder().decode(stored.substring(dot + 1));
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, key.get(), new GCMParameterSpec(128, all, 0, NONCE));
            c.updateAAD(owner.getBytes(StandardCharsets.UTF_8));
            return Optional.of(new String(c.doFinal(all, NONCE, all.length - NONCE), StandardCharsets.UTF_8));
        } catch (AEADBadTagException e) {
            throw new StorageException("sealed content of " + owner + " fails its integrity check", e);
        } catch (GeneralSecurityException e) {
            throw new StorageException("cannot decrypt content (AES-GCM unavailable?)", e);
        }
    }

    /** Whether {@code stored} is sealed (and so reveals nothing without its owner's key). */
    public static boolean isSealed(String stored) {
        return stored != null && stored.startsWith(PREFIX);
    }

    /** Whose key sealed {@code stored}; empty for plain text. */
    public static Optional<String> owner(String stored) {
        if (!isSealed(stored)) {
            return Optional.empty();
        }
        int dot = stored.indexOf('.', PREFIX.length());
        return dot < 0 ? Optional.empty() : Optional.of(stored.substring(PREFIX.length(), dot));
    }
}
