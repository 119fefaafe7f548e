package home.hearth.hub.web.auth;

import home.hearth.hub.config.AddressRange;
import io.helidon.http.HeaderNames;
import io.helidon.webserver.http.ServerRequest;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the household's reverse proxies may tell the hub about a browser: whether it came over HTTPS, and its address.
 * Whether a browser reached the hub over HTTPS, so that the page cookies may be marked {@code Secure}, is true when this
 * connection is TLS itself, or when it comes from one of the reverse proxies the household names in
 * {@code http.trusted-proxies} (addresses, or CIDR ranges such as {@code 10.0.0.0/8}: {@link AddressRange}) and that
 * proxy says the browser's request was {@code https} ({@code X-Forwarded-Proto}, else {@code Forwarded: proto=}).
 * Those headers from any other client are ignored: anybody can send them.
 *
 * <p>Of several values (proxies in a chain) the last one counts: it is the one the trusted proxy next to the hub
 * added, while the earlier ones came from whoever connected to that proxy.
 *
 * <p>Helidon's own requested-URI discovery was tried and does not fit: its 4.5 release believes {@code X-Forwarded-Proto}
 * only when {@code X-Forwarded-For} lists two addresses or more, which a single proxy on the Pi never sends.
 */
public final class TrustedProxies {
    private final List<AddressRange> proxies;

    /** @param proxies where the reverse proxies in front of the hub are; empty: the hub is reached directly */
    public TrustedProxies(List<AddressRange> proxies) {
        this.proxies = List.copyOf(proxies);
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

    /**
     * The browser's address, for the sign-in throttle: the connection's own, or, from a trusted proxy, the last address
     * in {@code X-Forwarded-For} that is not itself a trusted proxy (the one the proxy next to the hub added: whatever a
     * browser puts there itself comes before it). Without it every browser behind the proxy shared one count, and a
     * guesser held back the household's new devices. An entry is read with or without a port ({@link ForwardedHop}) and
     * answered without it, so that one browser is one client over all its connections; an entry that names no address
     * is not believed, and the browser is counted as the proxy it came through.
     */
    public String clientAddress(ServerRequest req) {
        String peer = req.remotePeer().host();
        if (!trusted(req.remotePeer().address())) {
            return peer;
        }
        String[] hops = String.join(",", req.headers().values(HeaderNames.X_FORWARDED_FOR)).split(",");
        for (int i = hops.length - 1; i >= 0; i--) {
            String hop = hops[i].trim();
            if (hop.isEmpty()) {
                continue;
            }
            Optional<InetAddress> address = ForwardedHop.address(hop);
            if (address.isEmpty()) {
                return peer; // anything before it came through whoever wrote it: no more to be believed
            }
            if (!trusted(address.get())) {
                return address.get().getHostAddress();
            }
        }
        return peer;
    }

    private boolean trusted(SocketAddress peer) {
        return peer instanceof InetSocketAddress inet && inet.getAddress() != null && trusted(inet.getAddress());
    }

    private boolean trusted(InetAddress address) {
        return proxies.stream().anyMatch(range -> range.contains(address));
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
