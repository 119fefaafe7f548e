package home.hearth.hub.web.auth;

import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.ServerRequest;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a browser reached the hub over HTTPS, so that the page cookies may be marked {@code Secure}. True when this
 * connection is TLS itself, or when it comes from one of the reverse proxies the household names in
 * {@code http.trusted-proxies} and that proxy says the browser's request was {@code https} ({@code X-Forwarded-Proto},
 * else {@code Forwarded: proto=}). Those headers from any other client are ignored: anybody can send them.
 *
 * <p>Of several values (proxies in a chain) the last one counts: it is the one the trusted proxy next to the hub
 * added, while the earlier ones came from whoever connected to that proxy.
 */
public final class TrustedProxies {
    private final Set<InetAddress> proxies;

    /** @param proxies the addresses of the reverse proxies in front of the hub; empty: the hub is reached directly */
    public TrustedProxies(List<InetAddress> proxies) {
        this.proxies = Set.copyOf(proxies);
    }

    /** No proxy is trusted: only a TLS connection to the hub itself counts as HTTPS. */
    public static TrustedProxies none() {
        return new TrustedProxies(List.of());
    }

    /** Whether the browser's request arrived over HTTPS (see the class comment for whom the hub believes). */
    public boolean overHttps(ServerRequest req) {
        if (req.isSecure()) {
            return true;
        }
        if (!trusted(req.remotePeer().address())) {
            return false;
        }
        Optional<String> proto = last(req.headers().values(HeaderNames.X_FORWARDED_PROTO))
                .or(() -> last(req.headers().values(HeaderNames.FORWARDED)).flatMap(TrustedProxies::forwardedProto));
        return proto.filter(p -> p.equalsIgnoreCase("https")).isPresent();
    }

    private boolean trusted(SocketAddress peer) {
        return peer instanceof InetSocketAddress inet && inet.getAddress() != null && proxies.contains(inet.getAddress());
    }

    /** The last of comma-separated values, over every occurrence of the header joined. */
    private static Optional<String> last(List<String> occurrences) {
        String[] parts = String.join(",", occurrences).split(",");
        return parts.length == 0 ? Optional.empty() : Optional.of(parts[parts.length - 1].trim()).filter(p -> !p.isEmpty());
    }

    /** {@code for=1.2.3.4;proto=https;by=…} → {@code https}. */
    private static Optional<String> forwardedProto(String element) {
        for (String pair : element.split(";")) {
            String[] kv = pair.trim().split("=", 2);
            if (kv.length == 2 && kv[0].trim().toLowerCase(Locale.ROOT).equals("proto")) {
                return Optional.of(kv[1].trim().replace("\"", ""));
            }
        }
        return Optional.empty();
    }
}
