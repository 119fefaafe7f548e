package home.hearth.hub.web.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The pages as HTTP sees them: who gets which page, from the hub alone, under a strict CSP. */
class PagesServiceTest {
    @TempDir
    static Path dir;
    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        hub.member("dana", "adult", null);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    private static Http withCookieOf(String user, String password) {
        HttpResponse<String> r = hub.http().post("/api/v1/auth/login",
                "{\"username\":\"" + user + "\",\"password\":\"" + password + "\"}");
        return hub.http().withHeader("Cookie", r.headers().firstValue("set-cookie").orElseThrow().split(";", 2)[0]);
    }

    @Test
    void theSignInPageIsServedWithAStrictContentSecurityPolicy() {
        HttpResponse<String> r = hub.http().get("/");
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("content-type").orElseThrow().startsWith("text/html"));
        String csp = r.headers().firstValue("content-security-policy").orElseThrow();
        assertTrue(csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"), csp);
        assertTrue(r.body().contains("<label for=\"username\""), r.body());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/me", "/talk", "/admin", "/me/memories/m-1"})
    void signedOutVisitorsAreSentToSignIn(String page) {
        HttpResponse<String> r = hub.http().get(page);
        assertEquals(303, r.statusCode());
        assertEquals("/?next=" + page, r.headers().firstValue("location").orElseThrow());
    }

    @Test
    void aMemberWhoOpensTheAdminPageGetsTheRefusalPageAndNoData() {
        HttpResponse<String> r = withCookieOf("dana", "dana-password-123").get("/admin");
        assertEquals(403, r.statusCode());
        assertTrue(r.body().contains("refused.admin"), r.body());
        assertFalse(r.body().contains("admin.js"), "the admin page's script is not even named");
    }

    @Test
    void theAdminGetsTheAdminPageAndSignInSendsThemThere() {
        Http admin = withCookieOf("admin", RunningHub.ADMIN_PASSWORD);
        assertEquals(200, admin.get("/admin").statusCode());
        HttpResponse<String> home = admin.get("/");
        assertEquals(303, home.statusCode());
        assertEquals("/admin", home.headers().firstValue("location").orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"signin", "me", "talk", "admin", "refused"})
    void everyPageIsTheSharedHeadWithItsOwnScriptAndOneBody(String page) {
        String html = PagesService.page(page);
        assertTrue(html.startsWith("<!doctype html>\n<html lang=\"en\">\n<head>\n"), html);
        assertEquals(1, html.split("<head>", -1).length - 1, html);
        assertEquals(1, html.split("<body", -1).length - 1, html);
        assertTrue(html.contains("<script type=\"module\" src=\"/assets/" + page + ".js\"></script>\n</head>\n<body"), html);
        assertFalse(html.contains("{{"), html);
        assertTrue(html.strip().endsWith("</html>"), html);
    }

    @Test
    void scriptsAndStylesComeFromTheHubWithTheirTypes() {
        HttpResponse<String> js = hub.http().get("/assets/me.js");
        assertEquals(200, js.statusCode());
        assertTrue(js.headers().firstValue("content-type").orElseThrow().contains("javascript"),
                js.headers().firstValue("content-type").orElse(""));
        assertEquals(200, hub.http().get("/assets/app.css").statusCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/assets/me.js", "/assets/app.css", "/api/v1/memories", "/api/v1/auth/session", "/openapi",
            "/no-such-page"})
    void everyAnswerTellsTheBrowserNotToGuessItsType(String path) {
        HttpResponse<String> r = withCookieOf("dana", "dana-password-123").get(path);
        assertEquals("nosniff", r.headers().firstValue("x-content-type-options").orElse(""), path + " → " + r.statusCode());
    }

    @Test
    void aScriptTheBrowserAlreadyHasIsAnsweredNotModified() {
        HttpResponse<String> first = hub.http().get("/assets/api.js");
        Http again = first.headers().firstValue("etag").map(tag -> hub.http().withHeader("If-None-Match", tag))
                .orElseGet(() -> hub.http().withHeader("If-Modified-Since", first.headers().firstValue("last-modified").orElseThrow()));
        HttpResponse<String> second = again.get("/assets/api.js");
        assertEquals(304, second.statusCode(), second.body());
        assertEquals("", second.body());
    }

    @Test
    void noPageOrScriptReachesOutsideTheHub() throws Exception {
        var dir = Path.of(getClass().getClassLoader().getResource("web").toURI());
        try (var files = java.nio.file.Files.walk(dir)) {
            for (Path f : files.filter(java.nio.file.Files::isRegularFile).toList()) {
                String text = java.nio.file.Files.readString(f);
                assertFalse(text.matches("(?s).*(src|href)=\"(https?:)?//.*"), f + " loads something from elsewhere");
                assertFalse(text.contains("innerHTML"), f + " parses strings as HTML");
                assertFalse(text.contains("import(\"http") || text.contains("from 'http"), f + " imports from elsewhere");
            }
        }
    }
}
