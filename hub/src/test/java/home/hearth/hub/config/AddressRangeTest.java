package home.hearth.hub.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.HexFormat;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code http.trusted-proxies} entries: one address or a CIDR range, IPv4 or IPv6, and nothing else. */
class AddressRangeTest {
    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource({
        "10.0.0.0/8, 10.0.0.0/8",
        "127.0.0.1/32, 127.0.0.1/32",
        "127.0.0.1, 127.0.0.1/32",
        "' 192.168.1.0/24 ', 192.168.1.0/24",
        "0.0.0.0/0, 0.0.0.0/0",
        "fd00::/8, fd00:0:0:0:0:0:0:0/8",
        "::1, 0:0:0:0:0:0:0:1/128",
        "::1/128, 0:0:0:0:0:0:0:1/128",
        "2001:DB8::/32, 2001:db8:0:0:0:0:0:0/32",
        "::/0, 0:0:0:0:0:0:0:0/0",
        // an IPv4 range written as IPv6 is that IPv4 range
        "::ffff:10.0.0.0/104, 10.0.0.0/8",
        "::ffff:127.0.0.1, 127.0.0.1/32",
    })
    void readsAnAddressOrARange(String written, String read) {
        assertEquals(read, AddressRange.parse(written).toString());
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "proxy.lan", "proxy.lan/8", "300.1.1.1", "1.2.3", "10.0.0.0/33", "fd00::/129",
        "10.0.0.0/", "10.0.0.0/8/8", "/8", "10.0.0.0/-1", "10.0.0.0/ 8", "10.0.0.0/x", "fe80::1%eth0", "g::1",
        "[::1]", "::ffff:10.0.0.0/8", "1:2:3:4:5:6:7:8:9", "10.0.0.1/8", "fd00::1/8"})
    void refusesAnythingElse(String written) {
        assertThrows(IllegalArgumentException.class, () -> AddressRange.parse(written));
    }

    @Test
    void saysWhatIsWrongAndWhatToWriteInstead() {
        assertEquals("'proxy.lan' is not an IP address (host names are not accepted)",
                assertThrows(IllegalArgumentException.class, () -> AddressRange.parse("proxy.lan")).getMessage());
        assertEquals("after the '/' comes how many leading bits the range keeps, 0 to 32",
                assertThrows(IllegalArgumentException.class, () -> AddressRange.parse("10.0.0.0/33")).getMessage());
        assertEquals("10.1.2.3/8 has bits set after its first 8: write 10.0.0.0/8 for the range, or 10.1.2.3 for that"
                + " one address",
                assertThrows(IllegalArgumentException.class, () -> AddressRange.parse("10.1.2.3/8")).getMessage());
    }

    @ParameterizedTest(name = "{0} holds {1}: {2}")
    @CsvSource({
        "10.0.0.0/8, 10.255.1.2, true",
        "10.0.0.0/8, 11.0.0.1, false",
        "10.0.0.0/8, 9.255.255.255, false",
        "172.16.0.0/12, 172.31.255.255, true",
        "172.16.0.0/12, 172.32.0.0, false",
        "192.168.1.0/24, 192.168.1.77, true",
        "192.168.1.0/24, 192.168.2.1, false",
        "127.0.0.1/32, 127.0.0.1, true",
        "127.0.0.1, 127.0.0.2, false",
        "0.0.0.0/0, 8.8.8.8, true",
        "fd00::/8, fd12:3456::1, true",
        "fd00::/8, fe80::1, false",
        "2001:db8::/32, 2001:db8:ffff::1, true",
        "2001:db8::/33, 2001:db8:8000::1, false",
        "::1, ::1, true",
        "::1, ::2, false",
        // IPv4 and IPv6 are apart
        "0.0.0.0/0, ::1, false",
        "::/0, 10.0.0.1, false",
        "::1, 127.0.0.1, false",
        // an IPv4-mapped address is its IPv4 address
        "10.0.0.0/8, ::ffff:10.1.2.3, true",
        "::ffff:10.0.0.0/104, 10.1.2.3, true",
    })
    void holdsTheAddressesThatShareItsPrefix(String range, String address, boolean held) throws Exception {
        assertEquals(held, AddressRange.parse(range).contains(InetAddress.getByName(address)));
    }

    static Stream<Arguments> socketAddresses() throws Exception {
        byte[] mapped = HexFormat.of().parseHex("00000000000000000000ffff0a010203");
        byte[] linkLocal = HexFormat.of().parseHex("fe800000000000000000000000000001");
        return Stream.of(
                // what a dual-stack socket may report for an IPv4 peer: an Inet6Address with the mapped bytes
                Arguments.of("10.0.0.0/8", Inet6Address.getByAddress(null, mapped, -1), true),
                Arguments.of("fd00::/8", Inet6Address.getByAddress(null, mapped, -1), false),
                // a peer's address carries its interface; the range does not
                Arguments.of("fe80::/10", Inet6Address.getByAddress(null, linkLocal, 2), true));
    }

    @ParameterizedTest(name = "{0} holds {1}: {2}")
    @MethodSource("socketAddresses")
    void holdsThePeersAddressAsTheSocketReportsIt(String range, InetAddress peer, boolean held) {
        assertTrue(peer instanceof Inet6Address);
        assertEquals(held, AddressRange.parse(range).contains(peer));
    }

    @Test
    void onlyAddressLiteralsAreAddressesAndNothingIsLookedUp() {
        assertEquals("10.1.2.3", AddressRange.literal("10.1.2.3").orElseThrow().getHostAddress());
        assertEquals("0:0:0:0:0:0:0:1", AddressRange.literal("::1").orElseThrow().getHostAddress());
        for (String notOne : new String[] {"localhost", "proxy.lan", "g::1", "unknown", "", "10.0.0.0/8", "[::1]"}) {
            assertTrue(AddressRange.literal(notOne).isEmpty(), notOne);
        }
    }
}
