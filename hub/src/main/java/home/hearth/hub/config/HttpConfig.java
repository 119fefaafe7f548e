package home.hearth.hub.config;

import java.time.Duration;
import java.util.List;

/**
 * Where the web server listens, how long a sign-in lasts, and which reverse proxies it believes. Port 0 picks a free
 * port (tests).
 *
 * @param sessionTtl how long a page sign-in (the session cookie and its token) stays valid; after
 *     it the pages send the member to sign in again
 * @param trustedProxies the reverse proxies in front of the hub ({@code http.trusted-proxies}): only a request from
 *     one of these addresses or ranges is believed when its {@code X-Forwarded-Proto} says the browser used HTTPS
 */
public record HttpConfig(String host, int port, Duration sessionTtl, List<AddressRange> trustedProxies) {
    public HttpConfig {
        trustedProxies = List.copyOf(trustedProxies);
    }
}
