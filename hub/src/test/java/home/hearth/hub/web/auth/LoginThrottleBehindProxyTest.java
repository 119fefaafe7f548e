package home.hearth.hub.web.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Behind a reverse proxy every browser connects from the proxy's address. The sign-in throttle counts each browser by
 * the address the trusted proxy reports for it: a guesser on the internet must not hold back a member's new phone on
 * the same proxy, and must not slip past the count by writing addresses of its own into the header. From a client that
 * is no trusted proxy the header counts for nothing. A proxy that writes the browser's port does not make each of its
 * connections a new client, and an entry that names no address is not believed. These clients connect from 127.0.0.1.
 */
class LoginThrottleBehindProxyTest {
    private static final String GUESSER = "203.0.113.7";
    /** A second proxy between the browsers and the one on the Pi, somewhere in the household's network. */
    private static final String INNER_PROXIES = "10.0.0.0/8";
    @TempDir
    static Path dir;
    static RunningHub behindProxy;
    static RunningHub direct;
    /** Behind the proxy too; its own, because what it tests holds back every browser that proxy brings. */
    static RunningHub junkHub;

    @BeforeAll
    static void start() {
        behindProxy = RunningHub.start(dir.resolve("proxied"),
                Map.of("HEARTH_TRUSTED_PROXIES", "127.0.0.1, ::1, " + INNER_PROXIES));
        behindProxy.member("ines", "adult", null);
        direct = RunningHub.start(dir.resolve("direct"));
        junkHub = RunningHub.start(dir.resolve("junk"), Map.of("HEARTH_TRUSTED_PROXIES", "127.0.0.1, ::1"));
    }

    @AfterAll
    static void stop() {
        behindProxy.close();
        direct.close();
        junkHub.close();
    }

    @Test
    void aGuesserBehindTheProxyIsHeldBackAloneAndCannotSlipPastByNamingOtherAddresses() {
        Http guesser = behindProxy.http().withHeader("X-Forwarded-For", GUESSER);
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(guesser, "nobody-" + i, "guess-" + i).statusCode();
        }
        assertEquals(429, last, "the guesser waits after its free tries");
        // what the guesser writes into the header itself comes first; the proxy adds the address it really came from
        assertEquals(429, signIn(behindProxy.http().withHeader("X-Forwarded-For", "198.51.100.1, " + GUESSER),
                "nobody-else", "guess").statusCode());

        HttpResponse<String> phone = signIn(behindProxy.http().withHeader("X-Forwarded-For", "192.0.2.60"), "ines",
                "ines-password-123");
        assertEquals(200, phone.statusCode(), "a member's new phone on the same proxy: " + phone.body());
    }

    @Test
    void aProxyInATrustedRangeIsNoBrowserTheAddressBeforeItIs() {
        Http guesser = behindProxy.http().withHeader("X-Forwarded-For", "203.0.113.8, 10.20.30.40");
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(guesser, "nobody-" + i, "guess-" + i).statusCode();
        }
        assertEquals(429, last, "the guesser behind the inner proxy waits after its free tries");
        HttpResponse<String> phone = signIn(behindProxy.http().withHeader("X-Forwarded-For", "192.0.2.61, 10.20.30.40"),
                "ines", "ines-password-123");
        assertEquals(200, phone.statusCode(), "another browser behind the same inner proxy: " + phone.body());
    }

    @Test
    void aGuesserWhoseProxyWritesPortsIsCountedByItsAddressNotByEachConnection() {
        // a load balancer that writes the browser's port: each try comes from a new port of the same address
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(behindProxy.http().withHeader("X-Forwarded-For", "203.0.113.9:" + (40_000 + i)),
                    "ports-" + i, "guess-" + i).statusCode();
        }
        assertEquals(429, last, "a new port at each try is not a new client");
        HttpResponse<String> phone = signIn(behindProxy.http().withHeader("X-Forwarded-For", "192.0.2.62:40000"),
                "ines", "ines-password-123");
        assertEquals(200, phone.statusCode(), "a member's new phone on the same proxy, same port: " + phone.body());
    }

    @Test
    void anIpv6BrowserIsOneClientWithOrWithoutBracketsAndPort() {
        List<String> spellings = List.of("[2001:db8::7]:51234", "[2001:db8::7]", "2001:db8::7", "[2001:DB8:0::7]:443");
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(behindProxy.http().withHeader("X-Forwarded-For", spellings.get(i % spellings.size())),
                    "six-" + i, "guess-" + i).statusCode();
        }
        assertEquals(429, last, "one IPv6 browser however the proxy writes it");
        HttpResponse<String> phone = signIn(behindProxy.http().withHeader("X-Forwarded-For", "[2001:db8::60]:51234"),
                "ines", "ines-password-123");
        assertEquals(200, phone.statusCode(), "another IPv6 browser on the same proxy: " + phone.body());
    }

    @Test
    void anInnerProxyWrittenWithItsPortIsStillAProxy() {
        Http guesser = behindProxy.http().withHeader("X-Forwarded-For", "203.0.113.10, 10.20.30.40:8080");
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(guesser, "inner-" + i, "guess-" + i).statusCode();
        }
        assertEquals(429, last, "the guesser behind the inner proxy waits after its free tries");
        HttpResponse<String> phone = signIn(
                behindProxy.http().withHeader("X-Forwarded-For", "192.0.2.63, 10.20.30.40:8080"), "ines",
                "ines-password-123");
        assertEquals(200, phone.statusCode(), "another browser behind the same inner proxy: " + phone.body());
    }

    @Test
    void anEntryThatNamesNoAddressIsNotBelievedAndCountsAsTheProxy() {
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(junkHub.http().withHeader("X-Forwarded-For", "browser-" + i + ".lan:80"), "junk-" + i,
                    "guess-" + i).statusCode();
        }
        assertEquals(429, last, "a made-up name at each try is not a new client");
    }

    @Test
    void aClientThatIsNoTrustedProxyIsCountedByItsOwnAddressWhateverItsHeaderSays() {
        int last = 0;
        for (int i = 0; i < 12; i++) {
            last = signIn(direct.http().withHeader("X-Forwarded-For", "198.51.100." + i), "nobody-" + i, "guess").statusCode();
        }
        assertEquals(429, last, "a new X-Forwarded-For at each try is not a new client");
    }

    private static HttpResponse<String> signIn(Http browser, String username, String password) {
        return browser.withHeader("Origin", browser.base())
                .post("/api/v1/auth/login", Json.write(Map.of("username", username, "password", password)));
    }
}
