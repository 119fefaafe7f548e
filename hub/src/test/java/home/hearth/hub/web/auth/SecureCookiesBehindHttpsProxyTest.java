package home.hearth.hub.web.auth;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.CsrfTokens;
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
 * Behind an HTTPS reverse proxy (Caddy or nginx on the Pi, deploy/README.md) the sign-in cookies are marked
 * {@code Secure}, so a browser never sends the session back over plain HTTP. The proxy says the browser used HTTPS
 * with {@code X-Forwarded-Proto}; the hub believes it only from the addresses in {@code http.trusted-proxies}, since
 * any client on the LAN can send that header. These clients connect from 127.0.0.1, as a proxy on the Pi itself does;
 * the hubs name their proxies by CIDR ranges ({@code 127.0.0.0/8} admits it, {@code 192.0.2.0/24} does not).
 */
class SecureCookiesBehindHttpsProxyTest {
    @TempDir
    static Path dir;
    static RunningHub behindProxy;
    static RunningHub proxyElsewhere;

    @BeforeAll
    static void start() {
        behindProxy = RunningHub.start(dir.resolve("proxied"), Map.of("HEARTH_TRUSTED_PROXIES", "127.0.0.0/8, ::1/128"));
        behindProxy.member("ines", "adult", null);
        // the household's proxies are other machines: a client on this one (127.0.0.1) is in neither range
        proxyElsewhere = RunningHub.start(dir.resolve("elsewhere"), Map.of("HEARTH_TRUSTED_PROXIES", "192.0.2.0/24, fd00::/8"));
        proxyElsewhere.member("ines", "adult", null);
    }

    @AfterAll
    static void stop() {
        behindProxy.close();
        proxyElsewhere.close();
    }

    @Test
    void theTrustedProxysHttpsMarksEverySignInCookieSecureAndSignOutClearsItTheSameWay() {
        Http browser = behindProxy.http().withHeader("X-Forwarded-Proto", "https")
                .withHeader("Origin", behindProxy.http().base());
        HttpResponse<String> login = signIn(browser);
        List<String> cookies = login.headers().allValues("set-cookie");
        assertEquals(2, cookies.size(), cookies.toString());
        for (String cookie : cookies) {
            assertTrue(attributes(cookie).contains("secure"), "Secure over the proxy's HTTPS: " + cookie);
            assertTrue(attributes(cookie).contains("httponly"), cookie);
        }
        String session = cookies.stream().filter(c -> c.startsWith("hearth_session=")).findFirst().orElseThrow();
        HttpResponse<String> out = browser.withHeader("Cookie", session.split(";", 2)[0])
                .withHeader(CsrfTokens.HEADER, json(login).get("csrfToken").asText()).post("/api/v1/auth/logout", "");
        assertEquals(204, out.statusCode(), out.body());
        String cleared = out.headers().firstValue("set-cookie").orElseThrow();
        assertTrue(cleared.contains("Max-Age=0") && attributes(cleared).contains("secure"), cleared);
    }

    @Test
    void plainHttpThroughTheSameProxyOrStraightToTheHubSetsNoSecureCookie() {
        for (Http browser : List.of(behindProxy.http(), behindProxy.http().withHeader("X-Forwarded-Proto", "http"),
                // a chain: only the last value, the one the trusted proxy added, counts
                behindProxy.http().withHeader("X-Forwarded-Proto", "https, http"))) {
            for (String cookie : signIn(browser.withHeader("Origin", behindProxy.http().base())).headers().allValues("set-cookie")) {
                assertFalse(attributes(cookie).contains("secure"), browser.headers() + ": " + cookie);
            }
        }
    }

    @Test
    void theForwardedHeaderOfRfc7239CountsLikeXForwardedProto() {
        Http browser = behindProxy.http().withHeader("Forwarded", "for=192.0.2.60;proto=https;host=hearth.home")
                .withHeader("Origin", behindProxy.http().base());
        for (String cookie : signIn(browser).headers().allValues("set-cookie")) {
            assertTrue(attributes(cookie).contains("secure"), cookie);
        }
    }

    @Test
    void aClientThatIsNotTheTrustedProxyCannotClaimHttps() {
        Http stranger = proxyElsewhere.http().withHeader("X-Forwarded-Proto", "https")
                .withHeader("Forwarded", "proto=https").withHeader("Origin", proxyElsewhere.http().base());
        List<String> cookies = signIn(stranger).headers().allValues("set-cookie");
        assertEquals(2, cookies.size(), cookies.toString());
        for (String cookie : cookies) {
            assertFalse(attributes(cookie).contains("secure"), "a LAN client's own X-Forwarded-Proto is ignored: " + cookie);
        }
    }

    private static HttpResponse<String> signIn(Http browser) {
        HttpResponse<String> r = browser.post("/api/v1/auth/login",
                Json.write(Map.of("username", "ines", "password", "ines-password-123")));
        assertEquals(200, r.statusCode(), r.body());
        return r;
    }

    /** The cookie's attribute names, lower case: {@code a=b; Path=/; Secure} → {@code [path, secure]}. */
    private static List<String> attributes(String setCookie) {
        String[] parts = setCookie.split(";");
        return java.util.Arrays.stream(parts).skip(1).map(p -> p.split("=", 2)[0].trim().toLowerCase(java.util.Locale.ROOT))
                .toList();
    }
}
