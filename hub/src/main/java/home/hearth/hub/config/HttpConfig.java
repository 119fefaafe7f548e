package home.hearth.hub.config;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Where the web server listens, whether it speaks HTTPS itself, how long a sign-in lasts, and which reverse proxies it believes. Port 0 picks a free
 * port (tests).
 *
 * @param sessionTtl how long a page sign-in (the session cookie and its token) stays valid; after
 *     it the pages send the member to sign in again
 * @param trustedProxies the reverse proxies in front of the hub ({@code http.trusted-proxies}): only a request from
 *     one of these addresses or ranges is believed when its {@code X-Forwarded-Proto} says the browser used HTTPS
 * @param https the certificate with which the hub serves HTTPS itself ({@code http.tls.keystore}); empty: plain HTTP
 */
public record HttpConfig(String host, int port, Duration sessionTtl, List<AddressRange> trustedProxies,
        Optional<HttpsCertificate> https) {
    public HttpConfig {
        trustedProxies = List.copyOf(trustedProxies);
    }
}
