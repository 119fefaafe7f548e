package home.hearth.hub.conversation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.Plaintext;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sessions kept encrypted per member and room, continued after a restart, and managed over REST. */
class SessionsTest {
    @TempDir
    Path dir;

    @Test
    void sessionsAreKeptContinuedAfterARestartAndManagedByTheirOwner() {
        String session;
        try (RunningHub hub = RunningHub.start(dir)) {
            Http olga = hub.member("olga", "adult", null);
            Http rui = hub.member("rui", "adult", null);
            session = TimersTest.say(olga, "is the marzipan-lamp on?", "kitchen").get("session").asText();
            assertEquals(session, TimersTest.say(olga, "turn on the kitchen light", "kitchen").get("session").asText(),
                    "the next turn in the same room continues the session");
            String elsewhere = TimersTest.say(olga, "turn off the kitchen light", "bedroom").get("session").asText();
            assertFalse(elsewhere.equals(session), "another room is another session");
            String ruis = TimersTest.say(rui, "turn on the kitchen light", "kitchen").get("session").asText();
            assertFalse(ruis.equals(session), "another member is another session");

            JsonNode mine = json(olga.get("/api/v1/sessions"));
            assertEquals(2, mine.get("sessions").size(), mine.toString());
            HttpResponse<String> messages = olga.get("/api/v1/sessions/" + session + "/messages");
            assertEquals(200, messages.statusCode(), messages.body());
            JsonNode m = json(messages).get("messages");
            assertEquals(4, m.size(), m.toString());
            assertEquals("user", m.get(0).get("role").asText());
            assertEquals("is the marzipan-lamp on?", m.get(0).get("text").asText());
            assertEquals("assistant", m.get(1).get("role").asText());
            assertEquals(404, rui.get("/api/v1/sessions/" + session + "/messages").statusCode(), "nobody else reads it");
            assertEquals(404, hub.admin().get("/api/v1/sessions/" + session + "/messages").statusCode(),
                    "not even the admin");
            assertEquals(404, rui.patch("/api/v1/sessions/" + session, "{\"title\":\"mine now\"}").statusCode());
            assertEquals(404, rui.delete("/api/v1/sessions/" + session).statusCode());

            HttpResponse<String> renamed = olga.patch("/api/v1/sessions/" + session, "{\"title\":\"Kitchen chat\"}");
            assertEquals(200, renamed.statusCode(), renamed.body());
            assertEquals(400, olga.patch("/api/v1/sessions/" + session, "{\"title\":\"\"}").statusCode());
            JsonNode all = json(hub.admin().get("/api/v1/sessions?all=true"));
            assertEquals(3, all.get("sessions").size(), all.toString());
            assertFalse(all.toString().contains("Kitchen chat"), "the admin does not see a member's titles");
            assertEquals(403, olga.get("/api/v1/sessions?all=true").statusCode());
            assertEquals(204, hub.admin().delete("/api/v1/sessions/" + ruis).statusCode());
            assertEquals(404, rui.get("/api/v1/sessions/" + ruis + "/messages").statusCode());
        }
        Plaintext.assertAbsent(dir, "marzipan-lamp");
        try (RunningHub again = RunningHub.start(dir)) {
            Http olga = again.signIn("olga", "olga-password-123");
            JsonNode next = TimersTest.say(olga, "is the kitchen light on?", "kitchen");
            assertEquals(session, next.get("session").asText(), "within 12 hours the session continues after a restart");
            assertEquals(204, olga.delete("/api/v1/sessions/" + session).statusCode());
            assertEquals(404, olga.get("/api/v1/sessions/" + session + "/messages").statusCode());
            JsonNode fresh = TimersTest.say(olga, "is the kitchen light on?", "kitchen");
            assertFalse(fresh.get("session").asText().equals(session), "a deleted session is not continued");
            assertTrue(json(olga.get("/api/v1/sessions")).toString().contains(fresh.get("session").asText()));
        }
    }
}
