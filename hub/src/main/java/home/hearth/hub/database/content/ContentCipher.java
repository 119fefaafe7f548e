package home.hearth.hub.database.content;

import home.hearth.hub.database.StorageException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Seals text with its owner's content key (AES-256-GCM, a fresh 96-bit nonce each time, the
 * owner bound in as associated data) into {@code hc1.<owner>.<base64>}. Opening text whose key
 * was destroyed answers empty: the content is erased, wherever a copy of the row survives.
 * Text without the prefix (written before encryption) is answered as it is. Bytes (sentence
 * vectors) are sealed the same way behind a four-byte {@code FF FF FF FF} mark, which no stored
 * float32 vector starts with (it is a NaN).
 */
public final class ContentCipher {
    private static final Logger LOG = LoggerFactory.getLogger(ContentCipher.class);
    private static final String PREFIX = "hc1.";
    private static final byte[] BYTES_MARK = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};
    private static final int NONCE = 12;
    private final ContentKeys keys;
    private final SecureRandom random = new SecureRandom();

    public ContentCipher(ContentKeys keys) {
        this.keys = keys;
    }

    public String seal(String owner, String text) {
        return PREFIX + owner + "." + Base64.getEncoder().withoutPadding().encodeToString(
                encrypt(owner, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** {@link #seal} for a nullable value: null stays null. */
    public String sealNullable(String owner, String text) {
        return text == null ? null : seal(owner, text);
    }

    /** Seals bytes (a sentence vector) with the owner's key: {@code FF FF FF FF hc1.<owner>. nonce‖AES-GCM}. */
    public byte[] sealBytes(String owner, byte[] plain) {
        byte[] head = (PREFIX + owner + ".").getBytes(StandardCharsets.US_ASCII);
        byte[] body = encrypt(owner, plain);
        return ByteBuffer.allocate(BYTES_MARK.length + head.length + body.length).put(BYTES_MARK).put(head).put(body)
                .array();
    }

    /** The plain bytes; {@code stored} itself when it was never sealed; empty when its owner's key is gone. */
    public Optional<byte[]> openBytes(byte[] stored) {
        if (!isSealed(stored)) {
            return Optional.ofNullable(stored);
        }
        int dot = -1;
        for (int i = BYTES_MARK.length + PREFIX.length(); i < stored.length && dot < 0; i++) {
            dot = stored[i] == '.' ? i : -1;
        }
        if (dot < 0) {
            throw new StorageException("sealed bytes have no owner");
        }
        String owner = new String(stored, BYTES_MARK.length + PREFIX.length(),
                dot - BYTES_MARK.length - PREFIX.length(), StandardCharsets.US_ASCII);
        return decrypt(owner, Arrays.copyOfRange(stored, dot + 1, stored.length));
    }

    /** Whose key sealed {@code stored} bytes; empty for plain bytes. */
    public static Optional<String> owner(byte[] stored) {
        if (!isSealed(stored)) {
            return Optional.empty();
        }
        int from = BYTES_MARK.length + PREFIX.length();
        for (int i = from; i < stored.length; i++) {
            if (stored[i] == '.') {
                return Optional.of(new String(stored, from, i - from, StandardCharsets.US_ASCII));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code stored} bytes are sealed. */
    public static boolean isSealed(byte[] stored) {
        return stored != null && stored.length > BYTES_MARK.length
                && Arrays.equals(stored, 0, BYTES_MARK.length, BYTES_MARK, 0, BYTES_MARK.length);
    }

    private byte[] encrypt(String owner, byte[] plain) {
        byte[] nonce = new byte[NONCE];
        random.nextBytes(nonce);
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, keys.keyFor(owner), new GCMParameterSpec(128, nonce));
            c.updateAAD(owner.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = c.doFinal(plain);
            return ByteBuffer.allocate(NONCE + sealed.length).put(nonce).put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new StorageException("cannot encrypt content (AES-GCM unavailable?)", e);
        }
    }

    /**
     * The plain text; empty when its owner's key was destroyed, or when the key there now is not
     * the one that sealed it (a member erased, then a new member with the same id, then an older
     * backup restored): either way the content is erased, never an error.
     */
    public Optional<String> open(String stored) {
        if (stored == null || !stored.startsWith(PREFIX)) {
            return Optional.ofNullable(stored);
        }
        int dot = stored.indexOf('.', PREFIX.length());
        if (dot < 0) {
            throw new StorageException("sealed content has no owner");
        }
        String owner = stored.substring(PREFIX.length(), dot);
        return decrypt(owner, Base64.getDecoder().decode(stored.substring(dot + 1)))
                .map(b -> new String(b, StandardCharsets.UTF_8));
    }

    private Optional<byte[]> decrypt(String owner, byte[] all) {
        Optional<SecretKey> key = keys.existing(owner);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        try {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, key.get(), new GCMParameterSpec(128, all, 0, NONCE));
            c.updateAAD(owner.getBytes(StandardCharsets.UTF_8));
            return Optional.of(c.doFinal(all, NONCE, all.length - NONCE));
        } catch (AEADBadTagException e) {
            LOG.warn("Content sealed for {} does not open with the key kept for {} now; it is treated as erased",
                    owner, owner);
            return Optional.empty();
        } catch (GeneralSecurityException e) {
            throw new StorageException("cannot decrypt content (AES-GCM unavailable?)", e);
        }
    }

    /**
     * A 64-bit keyed fingerprint of {@code text} (HMAC-SHA256 with the owner's key): tells whether
     * a derived value was made from exactly this text without keeping a plain hash that would
     * confirm a guessed text, and means nothing once the key is gone (then empty: no key is made
     * for an erased owner just to compare).
     */
    public OptionalLong fingerprint(String owner, String text) {
        Optional<SecretKey> key = keys.existing(owner);
        if (key.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
            mac.init(new javax.crypto.spec.SecretKeySpec(key.get().getEncoded(), "HmacSHA256"));
            return OptionalLong.of(ByteBuffer.wrap(mac.doFinal(text.getBytes(StandardCharsets.UTF_8))).getLong());
        } catch (GeneralSecurityException e) {
            throw new StorageException("cannot fingerprint content (HmacSHA256 unavailable?)", e);
        }
    }

    /** Which owners may be given a new key ({@link ContentKeys#admitOnly}); set once by the composition root. */
    public void admitOnly(java.util.function.Predicate<String> owners) {
        keys.admitOnly(owners);
    }

    /** Whether content can be sealed for {@code owner} now ({@link ContentKeys#admits}). */
    public boolean admits(String owner) {
        return keys.admits(owner);
    }

    /** No content is sealed for {@code owner} until {@link #endErasure} ({@link ContentKeys#beginErasure}). */
    public void beginErasure(String owner) {
        keys.beginErasure(owner);
    }

    public void endErasure(String owner) {
        keys.endErasure(owner);
    }

    /** Whether the key file knows {@code owner}: holds their key, or notes that they were erased. */
    public boolean knows(String owner) {
        return keys.existing(owner).isPresent() || keys.erased().contains(owner);
    }

    /** The owners whose key was destroyed. */
    public Set<String> erasedOwners() {
        return keys.erased();
    }

    /** Destroys the owner's key: everything sealed for them, in the database and in every backup, is erased. */
    public void destroy(String owner) {
        keys.destroy(owner);
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
