package home.hearth.hub.config;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * IP addresses sharing their first {@code prefix} bits with {@code network}: a CIDR range such as {@code 10.0.0.0/8} or
 * {@code fd00::/8}, or one address ({@code 127.0.0.1}, {@code ::1}: all its bits). IPv4 and IPv6 are apart: an IPv4
 * range holds IPv4 addresses, written either way ({@code ::ffff:10.1.2.3} is {@code 10.1.2.3}), and no IPv6 range
 * holds one. Only address literals are read, never host names: reading a range asks no DNS server.
 */
public record AddressRange(InetAddress network, int prefix) {
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    /** Starts with a hex digit or ':' and holds a ':', so that {@link InetAddress#getByName} reads it as a literal. */
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:][0-9A-Fa-f:.]*");
    private static final int MAPPED_PREFIX = 96;

    public AddressRange {
        Objects.requireNonNull(network, "network");
        int bits = network.getAddress().length * 8;
        if (prefix < 0 || prefix > bits) {
            throw new IllegalArgumentException("the prefix length must be 0 to " + bits + ", got: " + prefix);
        }
        if (!network.equals(masked(network, prefix))) {
            String plain = network.getHostAddress();
            throw new IllegalArgumentException(plain + "/" + prefix + " has bits set after its first " + prefix
                    + ": write " + masked(network, prefix).getHostAddress() + "/" + prefix + " for the range, or "
                    + plain + " for that one address");
        }
    }

    /**
     * {@code 10.0.0.0/8}, {@code fd00::/8}, {@code 127.0.0.1} (one address) …
     *
     * @throws IllegalArgumentException naming what is wrong with {@code text}
     */
    public static AddressRange parse(String text) {
        String[] parts = text.strip().split("/", -1);
        InetAddress address = literal(parts[0]).orElseThrow(() -> new IllegalArgumentException(
                "'" + parts[0] + "' is not an IP address (host names are not accepted)"));
        if (parts.length == 1) {
            return new AddressRange(address, address.getAddress().length * 8);
        }
        // ::ffff:10.0.0.0/104 is IPv4's 10.0.0.0/8 written as IPv6 (Java reads such an address as IPv4)
        int shift = address instanceof Inet4Address && parts[0].contains(":") ? MAPPED_PREFIX : 0;
        int written = parts.length == 2 && parts[1].matches("\\d{1,3}") ? Integer.parseInt(parts[1]) : -1;
        int bits = address.getAddress().length * 8 + shift;
        if (written < shift || written > bits) {
            throw new IllegalArgumentException("after the '/' comes how many leading bits the range keeps, " + shift
                    + " to " + bits);
        }
        return new AddressRange(address, written - shift);
    }

    /** {@code text} as an address when it is an IPv4 or IPv6 literal; empty for anything else (no DNS lookup). */
    public static Optional<InetAddress> literal(String text) {
        boolean v4 = IPV4.matcher(text).matches();
        if (v4 && Arrays.stream(text.split("\\.")).anyMatch(octet -> Integer.parseInt(octet) > 255)
                || !v4 && !(text.indexOf(':') >= 0 && IPV6.matcher(text).matches())) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text)); // a literal: no lookup
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code address} is in this range. */
    public boolean contains(InetAddress address) {
        byte[] bytes = unmapped(address.getAddress());
        return Arrays.equals(masked(bytes, prefix), network.getAddress());
    }

    @Override
    public String toString() {
        return network.getHostAddress() + "/" + prefix;
    }

    private static InetAddress masked(InetAddress address, int prefix) {
        try {
            return InetAddress.getByAddress(masked(address.getAddress(), prefix));
        } catch (UnknownHostException e) {
            throw new IllegalStateException("4 or 16 bytes are always an address", e);
        }
    }

    /** {@code bytes} with every bit after the first {@code prefix} cleared. */
    private static byte[] masked(byte[] bytes, int prefix) {
        byte[] out = bytes.clone();
        for (int i = 0; i < out.length; i++) {
            int keep = Math.max(0, Math.min(8, prefix - 8 * i));
            out[i] &= (byte) (0xff << (8 - keep));
        }
        return out;
    }

    /** An IPv4-mapped IPv6 address ({@code ::ffff:a.b.c.d}) as its 4 IPv4 bytes; anything else as it is. */
    private static byte[] unmapped(byte[] bytes) {
        if (bytes.length == 16 && Arrays.equals(bytes, 0, 12, new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1}, 0, 12)) {
            return Arrays.copyOfRange(bytes, 12, 16);
        }
        return bytes;
    }
}
