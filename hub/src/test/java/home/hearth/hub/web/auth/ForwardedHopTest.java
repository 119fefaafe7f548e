package home.hearth.hub.web.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetAddress;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The forms proxies write an {@code X-Forwarded-For} entry in, with or without a port, and what names no address. */
class ForwardedHopTest {
    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource({
        "203.0.113.7, 203.0.113.7",
        "203.0.113.7:51234, 203.0.113.7",
        "203.0.113.7:0, 203.0.113.7",
        "203.0.113.7:65535, 203.0.113.7",
        "2001:db8::7, 2001:db8:0:0:0:0:0:7",
        "[2001:db8::7], 2001:db8:0:0:0:0:0:7",
        "[2001:db8::7]:51234, 2001:db8:0:0:0:0:0:7",
        "[2001:DB8::7]:443, 2001:db8:0:0:0:0:0:7",
        "[::1], 0:0:0:0:0:0:0:1",
        // an IPv4 address written as IPv6 is that IPv4 address
        "[::ffff:203.0.113.7]:8080, 203.0.113.7",
        "::ffff:203.0.113.7, 203.0.113.7",
    })
    void readsTheAddressAndDropsThePort(String hop, String address) {
        assertEquals(address, ForwardedHop.address(hop).map(InetAddress::getHostAddress).orElse("none"));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "unknown", "proxy.lan", "proxy.lan:8080", "[proxy.lan]", "[proxy.lan]:80",
        "300.1.1.1:80", "203.0.113.7:", "203.0.113.7:65536", "203.0.113.7:123456", "203.0.113.7:-1", "203.0.113.7:x",
        ":51234", "[203.0.113.7]", "[203.0.113.7]:80", "[2001:db8::7", "2001:db8::7]", "[2001:db8::7]:",
        "[2001:db8::7]:99999", "[2001:db8::7]x", "[[2001:db8::7]]", "[]", "[]:80", "[fe80::1%eth0]", "[g::1]",
        // a bare IPv6 address with a port cannot be told from one without: not read (51234 is no IPv6 group)
        "2001:db8::7:51234", "203.0.113.7:80:80", "203.0.113.7 :80", "_hidden", "_hidden:80"})
    void readsNoAddressFromAnythingElse(String hop) {
        assertEquals(Optional.empty(), ForwardedHop.address(hop));
    }
}
