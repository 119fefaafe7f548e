package home.hearth.hub.web;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The CSRF proof of a page session: an HMAC of a fixed label keyed with the session's own secret.
 * It is bound to that one session (another session's proof does not fit), needs no storage, and
 * survives a restart like the session does. The pages read it from sign-in or
 * {@code GET /api/v1/auth/session} and send it back in {@value #HEADER}; knowing it reveals nothing
 * of the HttpOnly session secret.
 */
public final class CsrfTokens {
    public static final String HEADER = "X-CSRF-Token";
    private static final byte[] LABEL = "hearth-csrf-v1".getBytes(StandardCharsets.UTF_8);

    private CsrfTokens() {}

    /** The proof that belongs to the session whose secret is {@code sessionSecret}. */
    public static String forSession(String sessionSecret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(sessionSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(mac.doFinal(LABEL));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    /** Whether {@code presented} is the proof of that session (compared in constant time). */
    static boolean matches(String sessionSecret, String presented) {
        return presented != null && MessageDigest.isEqual(forSession(sessionSecret).getBytes(StandardCharsets.UTF_8),
                presented.getBytes(StandardCharsets.UTF_8));
    }
}
