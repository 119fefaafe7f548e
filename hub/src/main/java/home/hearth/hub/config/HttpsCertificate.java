package home.hearth.hub.config;

import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * The certificate and private key with which the hub serves HTTPS itself ({@code http.tls.keystore}), read from the
 * household's PKCS#12 keystore once at start. The keystore's password is not kept: once the key is read, nothing needs
 * it any more.
 *
 * @param keystore the file they were read from, for messages
 * @param key the certificate's private key
 * @param chain the hub's certificate first, then those that signed it (just the one, when it is self-signed)
 */
public record HttpsCertificate(Path keystore, PrivateKey key, List<X509Certificate> chain) {
    public HttpsCertificate {
        chain = List.copyOf(chain);
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("HttpsCertificate needs the certificate of its key, got none from " + keystore);
        }
    }

    /**
     * How long before its end a certificate is worth a warning: long enough to renew it calmly, and what an ACME client
     * such as certbot leaves (it renews with 30 days left), so a certificate it keeps renewed is never reported.
     */
    public static final Duration RENEW_WITHIN = Duration.ofDays(14);

    /**
     * What is wrong with the hub's certificate at {@code now}, if anything: not valid yet, expired (browsers and
     * microphones then refuse the hub), or ending within {@link #RENEW_WITHIN}. The hub reads its keystore once, at
     * start, so each answer ends by saying a renewed one needs a restart.
     */
    public Optional<String> problem(Instant now) {
        X509Certificate own = chain.get(0);
        Instant from = own.getNotBefore().toInstant();
        Instant until = own.getNotAfter().toInstant();
        String where = "the certificate in " + keystore + " (http.tls.keystore)";
        String renew = ": put a new one in the keystore (deploy/README.md, \"HTTPS on the hub itself\") and restart the hub";
        if (now.isBefore(from)) {
            return Optional.of(where + " is not valid until " + day(from) + " (is the clock right?)" + renew);
        }
        if (!now.isBefore(until)) {
            return Optional.of(where + " expired on " + day(until) + "; browsers and microphones refuse the hub" + renew);
        }
        if (now.plus(RENEW_WITHIN).isAfter(until)) {
            return Optional.of(where + " expires on " + day(until) + renew + " before then");
        }
        return Optional.empty();
    }

    private static LocalDate day(Instant at) {
        return LocalDate.ofInstant(at, ZoneOffset.UTC);
    }

    /** Names the file and the certificate, never the key: a logged configuration must not carry it. */
    @Override
    public String toString() {
        return "HttpsCertificate[" + keystore + ", " + chain.get(0).getSubjectX500Principal().getName() + "]";
    }
}
