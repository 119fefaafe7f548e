package home.hearth.hub.web.auth;

import home.hearth.hub.config.AddressRange;
import java.net.InetAddress;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entry of {@code X-Forwarded-For} read as the address it names. Proxies write an entry in one of these forms:
 * {@code 203.0.113.7}, {@code 203.0.113.7:51234}, {@code 2001:db8::7}, {@code [2001:db8::7]} or
 * {@code [2001:db8::7]:51234}. The port says which connection, not which browser, so it is dropped: counted with it,
 * each new connection of one guesser would be a new client to the sign-in throttle. Anything else (a host name,
 * {@code unknown}, an IPv6 address with a port but no brackets, which cannot be told apart from one without) names no
 * address. Only literals are read, never a name: no DNS lookup.
 */
final class ForwardedHop {
    /** {@code [v6]} or {@code [v6]:port}. */
    private static final Pattern BRACKETED = Pattern.compile("\\[([^\\[\\]]+)](?::(\\d{1,5}))?");
    /** {@code a.b.c.d:port}; the address itself is checked by {@link AddressRange#literal}. */
    private static final Pattern V4_WITH_PORT = Pattern.compile("([\\d.]+):(\\d{1,5})");
    private static final int HIGHEST_PORT = 65_535;

    private ForwardedHop() {}

    /** The address {@code hop} names; empty when it names none (see the class comment for the forms read). */
    static Optional<InetAddress> address(String hop) {
        Matcher bracketed = BRACKETED.matcher(hop);
        if (bracketed.matches()) {
            // brackets only ever hold IPv6 (RFC 3986): [203.0.113.7] is not a form any proxy writes
            String inside = bracketed.group(1);
            return validPort(bracketed.group(2)) && inside.indexOf(':') >= 0 ? AddressRange.literal(inside)
                    : Optional.empty();
        }
        Matcher v4 = V4_WITH_PORT.matcher(hop);
        if (v4.matches()) {
            return validPort(v4.group(2)) ? AddressRange.literal(v4.group(1)) : Optional.empty();
        }
        return AddressRange.literal(hop);
    }

    /** No port, or a port number a TCP connection can have. */
    private static boolean validPort(String port) {
        return port == null || Integer.parseInt(port) <= HIGHEST_PORT;
    }
}
