package home.hearth.hub.config;

import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;

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

    /** Names the file and the certificate, never the key: a logged configuration must not carry it. */
    @Override
    public String toString() {
        return "HttpsCertificate[" + keystore + ", " + chain.get(0).getSubjectX500Principal().getName() + "]";
    }
}
