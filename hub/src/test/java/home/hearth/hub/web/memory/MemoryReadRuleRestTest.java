package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read rule through REST: what a member can list they can find by its own words, and the
 * household's consent setting changes both at once when the admin edits the policy, no restart.
 */
class MemoryReadRuleRestTest {
    private static final String TEXT = "Bob keeps the spare bicycle pump behind the garden shed";
    private static final String QUERY = "where is the spare bicycle pump";
    @TempDir
    static Path dir;
    private static RunningHub hub;
    private static Http admin;
    private static Http alice;
    private static Http bob;
    private static Http carol;

    @BeforeAll
    static void start() throws Exception {
        Path policy = Files.writeString(dir.resolve("household-policy.yaml"), policy(true));
        hub = RunningHub.start(dir, Map.of("HEARTH_POLICY_FILE", policy.toString()));
        admin = hub.admin();
        alice = hub.member("alice", "adult", null);
        bob = hub.member("bob", "adult", null);
        carol = hub.member("carol", "adult", null);
        HttpResponse<String> r = alice.post("/api/v1/memories",
                Json.write(Map.of("text", TEXT, "scope", "household", "about", "bob")));
        assertEquals(201, r.statusCode(), r.body());
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aHouseholdMemoryAboutAMemberIsListedAndFoundAlikeAndTheConsentSettingChangesBothLive() {
        assertEquals(List.of(TEXT), listed(bob), "bob, whom it is about, lists it");
        assertEquals(List.of(TEXT), found(bob), "and finds it by its own words");
        assertEquals(List.of(), listed(carol), "carol does not list it before bob consents");
        assertEquals(List.of(), found(carol), "nor find it");

        HttpResponse<String> edit = admin.put("/api/v1/policy", policy(false));
        assertEquals(200, edit.statusCode(), edit.body());
        assertEquals(List.of(TEXT), listed(carol), "with the consent of the member it is about no longer needed");
        assertEquals(List.of(TEXT), found(carol));

        assertEquals(200, admin.put("/api/v1/policy", policy(true)).statusCode());
        assertEquals(List.of(), listed(carol), "and hidden again when the household asks for it again");
        assertEquals(List.of(), found(carol));
    }

    private static String policy(boolean aboutNeedsConsent) {
        return "consent:\n  memory_about_member_needs_their_consent: " + aboutNeedsConsent + "\n";
    }

    private static List<String> listed(Http member) {
        HttpResponse<String> r = member.get("/api/v1/memories?scope=household");
        assertEquals(200, r.statusCode(), r.body());
        return texts(RunningHub.json(r).get("memories"));
    }

    private static List<String> found(Http member) {
        HttpResponse<String> r = member.post("/api/v1/memories/search", Json.write(Map.of("q", QUERY, "k", 5)));
        assertEquals(200, r.statusCode(), r.body());
        return texts(RunningHub.json(r).get("hits"));
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(m -> out.add(m.get("text").asText()));
        return out;
    }
}
