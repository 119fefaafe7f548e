package home.hearth.hub.web.pages;

import home.hearth.hub.web.RequestPrincipal;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.helidon.webserver.staticcontent.ClasspathHandlerConfig;
import io.helidon.webserver.staticcontent.StaticContentFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * The household's pages: {@code /} (sign-in), {@code /me} (my memories, also
 * {@code /me/memories/{id}}), {@code /talk} and {@code /admin}, plus their scripts and styles under
 * {@code /assets} — all from the classpath, nothing from elsewhere. The pages hold no data: their
 * scripts ask the REST API, so every rule is the API's. Only the choice of HTML needs the
 * signed-in principal: nobody signed in is sent to sign-in, and {@code /admin} for a non-admin is the
 * refusal page (403) through the API's own admin check.
 */
public final class PagesService implements HttpService {
    /** Scripts, styles, connections: this hub only (its WebSocket too); no framing, no inline script. */
    static String csp(String host) {
        String ws = host.isBlank() || !host.matches("[A-Za-z0-9.:\\[\\]-]+") ? "" : " ws://" + host + " wss://" + host;
        return "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
                + "media-src 'self' blob:; connect-src 'self'" + ws + "; object-src 'none'; base-uri 'none'; "
                + "frame-ancestors 'none'; form-action 'self'";
    }
    private final Map<String, String> html = Map.of(
            "signin", page("signin"), "me", page("me"), "talk", page("talk"), "admin", page("admin"),
            "refused", page("refused"));

    /** Registers the pages and their assets on {@code routing}. */
    public static void register(HttpRouting.Builder routing) {
        routing.register("/assets", StaticContentFeature.createService(ClasspathHandlerConfig.builder()
                .location("web/assets").build()));
        routing.register("/", new PagesService());
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::signIn)
                .get("/me", (req, res) -> signedIn(req, res, "me"))
                .get("/me/memories/{id}", (req, res) -> signedIn(req, res, "me"))
                .get("/talk", (req, res) -> signedIn(req, res, "talk"))
                .get("/admin", this::admin);
    }

    private void signIn(ServerRequest req, ServerResponse res) {
        Optional<Principal> who = principal(req);
        if (who.isPresent()) {
            redirect(res, who.get().role() == Role.ADMIN ? "/admin" : "/me");
        } else {
            page(req, res, Status.OK_200, "signin");
        }
    }

    private void signedIn(ServerRequest req, ServerResponse res, String page) {
        if (principal(req).isEmpty()) {
            redirect(res, "/?next=" + req.path().path());
        } else {
            page(req, res, Status.OK_200, page);
        }
    }

    private void admin(ServerRequest req, ServerResponse res) {
        if (principal(req).isEmpty()) {
            redirect(res, "/?next=/admin");
            return;
        }
        try {
            RequestPrincipal.requireAdmin(req, "admin page");
            page(req, res, Status.OK_200, "admin");
        } catch (RuntimeException notAdmin) {
            page(req, res, Status.FORBIDDEN_403, "refused");
        }
    }

    private static Optional<Principal> principal(ServerRequest req) {
        try {
            return Optional.of(RequestPrincipal.require(req));
        } catch (RuntimeException signedOut) {
            return Optional.empty();
        }
    }

    private void page(ServerRequest req, ServerResponse res, Status status, String name) {
        res.status(status);
        res.header(HeaderNames.CONTENT_TYPE, "text/html; charset=utf-8");
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.header(HeaderNames.create("Content-Security-Policy"), csp(req.headers().value(HeaderNames.HOST).orElse("")));
        res.header(HeaderNames.create("X-Content-Type-Options"), "nosniff");
        res.header(HeaderNames.create("Referrer-Policy"), "same-origin");
        res.send(html.get(name));
    }

    private static void redirect(ServerResponse res, String to) {
        res.status(Status.SEE_OTHER_303);
        res.header(HeaderNames.LOCATION, to);
        res.header(HeaderNames.CACHE_CONTROL, "no-store");
        res.send();
    }

    /**
     * A whole page: the one {@code <head>} every page shares ({@code web/head.html}, its {@code {{page}}}
     * naming the page's script) and the page's own body ({@code web/<name>.html}), joined once at start.
     */
    static String page(String name) {
        return load("head").replace("{{page}}", name) + load(name);
    }

    private static String load(String name) {
        String path = "web/" + name + ".html";
        try (InputStream in = PagesService.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the hub jar lacks " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
