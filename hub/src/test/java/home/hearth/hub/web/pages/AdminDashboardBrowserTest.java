package home.hearth.hub.web.pages;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Browser;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The /admin dashboard in a real headless Chromium after known activity (memories written by two
 * members, two typed turns that switch the kitchen light, every device asked): each number it draws
 * is the one the REST API or /metrics gives, not just some chart.
 */
class AdminDashboardBrowserTest {
    private static final Map<String, String> KIND_LABELS = Map.of(
            "episodic", "Events", "structured", "Facts", "summary", "Summaries", "working", "Working");
    private static final Pattern MILESTONE = Pattern.compile("^hearth_(voice_)?(\\S*(voice|turn|milestone)\\S*)_ms_(p\\d+)$");
    @TempDir
    static Path dir;
    static RunningHub hub;
    static Browser browser;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir.resolve("hub"));
        browser = Browser.open(hub.http().base(), dir.resolve("browser"), List.of());
        browser.signIn("admin", RunningHub.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        hub.close();
    }

    @Test
    void everyNumberOnTheDashboardIsTheOneTheApiAndMetricsGive() {
        Http admin = hub.admin();
        Http erin = hub.member("erin", "adult", null);
        write(admin, "The recycling goes out on Thursday evening", "user");
        write(admin, "The spare fuse box key hangs behind the pantry door", "user");
        write(admin, "The boiler service is due in March", "household");
        write(erin, "The bike lock code is written in the blue notebook", "user");
        await().atMost(Duration.ofSeconds(30)).until(() -> admin.get("/api/v1/devices/kitchen-light/state").statusCode() == 200);
        turn(admin, "turn on the kitchen light");
        turn(admin, "turn off the kitchen light");
        await().atMost(Duration.ofSeconds(30)).until(() -> metrics().get("hearth_memory_index_documents") == 4);

        browser.go("/admin");
        browser.waitFor(By.cssSelector("#dash-memories svg"));
        browser.waitFor(By.cssSelector("#dash-devices svg"));
        browser.waitFor(By.cssSelector("#dash-latency svg"));
        Map<String, Long> metrics = metrics();

        JsonNode seen = json(admin.get("/api/v1/memories")).get("memories");
        assertEquals(seen.size() + " memories you may see · " + metrics.get("hearth_memory_index_documents")
                + " in the whole household (count only)", hint("dash-memories"));
        assertEquals(count(seen, "kind", true), bars("dash-memories", "Per kind"));
        assertEquals(count(seen, "scope", false), bars("dash-memories", "Per scope"));

        JsonNode devices = json(admin.get("/api/v1/devices")).get("devices");
        long answered = 0;
        for (JsonNode d : devices) {
            answered += admin.get("/api/v1/devices/" + d.get("id").asText() + "/state").statusCode() == 200 ? 1 : 0;
        }
        assertEquals(answered + " of " + devices.size() + " devices answered now", hint("dash-devices"));
        assertEquals(Map.of("answered", answered + "", "no answer", (devices.size() - answered) + ""),
                bars("dash-devices", "Device health"));

        assertEquals(2, metrics.get("hearth_turns_total"), "the two typed turns: " + metrics);
        assertEquals(metrics.get("hearth_turns_total") + " turns measured, " + metrics.get("hearth_voice_turns")
                + " of them spoken (p50 and p95 in ms; voice ones after the end of speech)", hint("dash-latency"));
        Map<String, String> latencies = milestoneBars(metrics);
        assertFalse(latencies.isEmpty(), "two turns leave milestones: " + metrics);
        assertEquals(latencies, bars("dash-latency", "Turn milestones (ms)"));
        browser.screenshots("admin-dashboard");
    }

    private static void write(Http who, String text, String scope) {
        HttpResponse<String> r = who.post("/api/v1/memories",
                "{\"text\":\"" + text + "\",\"kind\":\"episodic\",\"scope\":\"" + scope + "\"}");
        assertEquals(201, r.statusCode(), r.body());
    }

    private static void turn(Http who, String text) {
        HttpResponse<String> r = who.post("/api/v1/turns", "{\"text\":\"" + text + "\"}");
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("confirmed", json(r).at("/actions/0/outcome").asText(), r.body());
    }

    /** The memories per kind (by the label the page shows) or per scope, as the page would draw them. */
    private static Map<String, String> count(JsonNode memories, String field, boolean kindLabels) {
        Map<String, Long> n = new TreeMap<>();
        for (JsonNode m : memories) {
            String key = m.get(field).asText();
            n.merge(kindLabels ? KIND_LABELS.get(key) : key, 1L, Long::sum);
        }
        Map<String, String> shown = new TreeMap<>();
        n.forEach((k, v) -> shown.put(k, String.valueOf(v)));
        return shown;
    }

    /** Every turn milestone gauge above zero, by the label the page gives it, with the value it shows. */
    private static Map<String, String> milestoneBars(Map<String, Long> metrics) {
        Map<String, String> rows = new TreeMap<>();
        metrics.forEach((name, value) -> {
            Matcher m = MILESTONE.matcher(name);
            if (m.matches() && value > 0) {
                rows.put((m.group(2) + " " + m.group(4)).replace('_', ' '), value + " ms");
            }
        });
        return rows;
    }

    private static String hint(String panel) {
        return browser.driver().findElement(By.cssSelector("#" + panel + " p.hint")).getText();
    }

    /** The chart's rows as drawn: whole label → the value text shown beside its bar. */
    private static Map<String, String> bars(String panel, String chart) {
        @SuppressWarnings("unchecked")
        Map<String, String> rows = (Map<String, String>) browser.script("""
                const svg = [...document.querySelectorAll('#' + arguments[0] + ' svg.chart')]
                  .find(s => s.getAttribute('aria-label') === arguments[1]);
                if (!svg) return null;
                return Object.fromEntries([...svg.querySelectorAll('g.row')]
                  .map(g => [g.dataset.label, g.querySelector('text.value').textContent]));""", panel, chart);
        return rows == null ? null : new TreeMap<>(rows);
    }

    private static Map<String, Long> metrics() {
        Map<String, Long> out = new TreeMap<>();
        for (String line : hub.http().get("/metrics").body().split("\n")) {
            String[] parts = line.split(" ");
            if (!line.startsWith("#") && parts.length == 2) {
                out.put(parts[0], Long.parseLong(parts[1]));
            }
        }
        return out;
    }
}
