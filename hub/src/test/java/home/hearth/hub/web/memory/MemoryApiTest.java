package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.web.Json;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import io.helidon.webserver.WebServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The production routing of {@link MemoryApi} on a real server, behind a test filter that signs members in by header. */
class MemoryApiTest {
    @TempDir
    Path dir;
    private MemoryFixture f;
    private WebServer server;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void start() {
        f = new MemoryFixture(dir);
        server = WebServer.builder().port(0).routing(r -> {
            r.addFilter((chain, req, res) -> {
                req.headers().first(io.helidon.http.HeaderNames.create("X-Test-Member")).ifPresent(m ->
                        RequestPrincipal.set(req, Principal.verified(MemberId.of(m), Role.ADULT)));
                chain.proceed();
            });
            home.hearth.hub.web.ErrorHandling.register(r);
            MemoryApi.routing(r, f.service);
        }).build().start();
    }

    @AfterEach
    void stop() {
        server.stop();
        f.close();
    }

    @Test
    void aStructuredMemoryIsCreatedNormalisedReadEditedAndKeepsItsVersions() throws Exception {
        Reply created = call("alice", "POST", "", "{\"key\":\"preferred_temperature_night\",\"value\":72,\"unit\":\"°F\","
                + "\"scope\":\"user\"}");
        assertEquals(201, created.status, created.body.toString());
        JsonNode memory = created.body.get("memory");
        assertEquals("22.2", memory.get("value").asText());
        assertEquals("°C", memory.get("unit").asText());
        assertEquals("user:alice", memory.get("scope").asText());
        String id = memory.get("id").asText();
        assertEquals(200, call("alice", "GET", "/" + id, null).status);
        Reply edited = call("alice", "PATCH", "/" + id, "{\"value\":\"21\",\"unit\":\"°C\",\"why\":\"page:edit\"}");
        assertEquals(201, edited.status, edited.body.toString());
        JsonNode versions = call("alice", "GET", "/" + id + "/versions", null).body.get("versions");
        assertEquals(2, versions.size());
        assertEquals("22.2 °C", versions.get(0).get("value").asText());
        assertEquals("21 °C", versions.get(1).get("value").asText());
        assertEquals(1, call("alice", "GET", "?kind=structured&status=active", null).body.get("count").asInt());
    }

    @Test
    void aRefusedWriteAnswers422WithTheGateStepAndReason() throws Exception {
        Reply r = call("alice", "POST", "", "{\"text\":\"my bank password is hunter2\",\"scope\":\"user\"}");
        assertEquals(422, r.status);
        assertEquals("secret", r.body.get("error").asText());
        assertFalse(r.body.get("message").asText().isBlank());
        assertEquals(0, call("alice", "GET", "", null).body.get("count").asInt());
    }

    @Test
    void aCodeSaidInWordsTheGatesPatternsDoNotKnowIsRefusedByItsLearnedScreen() throws Exception {
        Reply r = call("alice", "POST", "", "{\"text\":\"the shed padlock takes two nine nine one\",\"scope\":\"user\"}");
        assertEquals(422, r.status, r.raw);
        assertEquals("secret", r.body.get("error").asText());
        assertFalse(r.raw.contains("nine nine"), "the refusal does not repeat the code: " + r.raw);
        assertEquals(0, call("alice", "GET", "", null).body.get("count").asInt());
        assertEquals(201, call("alice", "POST", "", "{\"text\":\"the shed padlock is rusty\",\"scope\":\"user\"}").status);
    }

    @Test
    void aTextThatMayHoldACodeIsAskedAboutFirstAndStoredOnTheYes() throws Exception {
        // A harmless height worded the way a code is: the learned screen gives it a secret likelihood in the question's band.
        Reply asked = call("alice", "POST", "", "{\"text\":\"the garden shed door is 1800 mm tall\",\"scope\":\"user\"}");
        assertEquals(202, asked.status, asked.raw);
        assertEquals("That has a number that could be a code or a password, and I never keep those. If it isn't one, say yes"
                + " and I'll remember that the garden shed door is 1800 mm tall, for you only.", asked.body.get("prompt").asText());
        assertEquals(0, call("alice", "GET", "", null).body.get("count").asInt(), "nothing is stored before the yes");
        Reply yes = callAt("alice", "POST", asked.body.get("confirm").asText(), null);
        assertEquals(201, yes.status, yes.raw);
        assertEquals("the garden shed door is 1800 mm tall", yes.body.get("memory").get("text").asText());
        assertEquals(1, call("alice", "GET", "", null).body.get("count").asInt());
    }

    @Test
    void anEditIntoATextThatMayHoldACodeIsRefusedWithWhy() throws Exception {
        String id = call("alice", "POST", "", "{\"text\":\"the garden shed door is green\",\"scope\":\"user\"}")
                .body.get("memory").get("id").asText();
        Reply edited = call("alice", "PATCH", "/" + id, "{\"text\":\"the garden shed door is 1800 mm tall\",\"why\":\"page:edit\"}");
        assertEquals(422, edited.status, edited.raw);
        assertEquals("secret", edited.body.get("error").asText());
        assertEquals("That may hold a code or a password, and I never keep those, so the memory was not changed. If it isn't"
                + " one, add it as a new memory: I'll ask you about it first.", edited.body.get("message").asText());
        assertFalse(edited.raw.contains("1800"), edited.raw);
        assertEquals("the garden shed door is green", call("alice", "GET", "/" + id, null).body.get("text").asText());
    }

    @Test
    void anotherMembersMemoryAnswers404OnEveryPathWithoutItsContent() throws Exception {
        String id = call("alice", "POST", "", "{\"text\":\"Our cat Miso sleeps on the blue sofa\",\"scope\":\"user\"}")
                .body.get("memory").get("id").asText();
        for (String[] c : new String[][] {{"GET", "/" + id, null}, {"GET", "/" + id + "/versions", null},
                {"PATCH", "/" + id, "{\"text\":\"Our cat Miso sleeps outside\"}"}, {"DELETE", "/" + id, null}}) {
            Reply r = call("bob", c[0], c[1], c[2]);
            assertEquals(404, r.status, c[0] + " " + c[1]);
            assertEquals("not_found", r.body.get("error").asText());
            assertFalse(r.body.toString().contains("Miso"), r.body.toString());
        }
        assertFalse(call("bob", "POST", "/search", "{\"q\":\"where does the cat Miso sleep\",\"k\":5}").raw.contains("Miso"));
        assertFalse(call("bob", "GET", "/export", null).raw.contains("Miso"));
        assertEquals(0, call("bob", "GET", "", null).body.get("count").asInt());
    }

    @Test
    void searchAnswersRankedHitsWithWhyOrRejectedWithNone() throws Exception {
        call("alice", "POST", "", "{\"text\":\"The dishwasher filter was cleaned after error E105, ticket 42\","
                + "\"scope\":\"household\"}");
        Reply hit = call("alice", "POST", "/search", "{\"q\":\"dishwasher filter\",\"k\":3}");
        assertEquals(200, hit.status);
        assertFalse(hit.body.get("rejected").asBoolean());
        JsonNode first = hit.body.get("hits").get(0);
        assertEquals("household", first.get("scope").asText());
        assertTrue(first.get("score").isNumber() && !first.get("why").asText().isBlank(), first.toString());
        Reply none = call("bob", "POST", "/search", "{\"q\":\"what is the wifi router's model number?\"}");
        assertTrue(none.body.get("rejected").asBoolean(), none.raw);
        assertEquals(0, none.body.get("hits").size());
    }

    @Test
    void exportAndForgetAllWorkOnTheCallersOwnMemoriesOnly() throws Exception {
        call("alice", "POST", "", "{\"text\":\"Our cat Miso sleeps on the blue sofa\",\"scope\":\"user\"}");
        call("bob", "POST", "", "{\"text\":\"The boiler service is due in March\",\"scope\":\"household\"}");
        Reply export = call("alice", "GET", "/export", null);
        assertEquals(1, export.body.get("memories").size());
        assertEquals(1, export.body.get("memories").get(0).get("versions").size());
        assertEquals(1, call("alice", "DELETE", "", null).body.get("deleted").asInt());
        assertEquals(1, call("alice", "GET", "", null).body.get("count").asInt(), "Bob's household memory stays");
    }

    @Test
    void aPendingWriteIsConfirmedByItsOwnerOnlyAndThenStored() throws Exception {
        var pending = (home.hearth.hub.memory.values.WriteOutcome.Pending) f.service.writer().create(MemoryFixture.ALICE,
                MemoryFixture.draft("user", "I take the 7:40 train on weekdays", false));
        assertEquals(404, call("bob", "POST", "/pending/" + pending.id() + "/confirm", null).status);
        Reply yes = call("alice", "POST", "/pending/" + pending.id() + "/confirm", null);
        assertEquals(201, yes.status, yes.raw);
        assertEquals("confirmed", yes.body.get("memory").get("source").asText());
        assertEquals(404, call("alice", "POST", "/pending/" + pending.id() + "/confirm", null).status, "a yes counts once");
    }

    @Test
    void aWriteForAMemberWhoseRemovalBeganAnswers410AndStoresNothing() throws Exception {
        // What the content keys do once a removal has begun: no key for anyone who is not (or no longer) a member.
        f.cipher.admitOnly(ContentOwner.admitted(member -> !member.equals("zoe")));
        Reply refused = call("zoe", "POST", "", "{\"text\":\"zebra-gone my bike is in the shed\",\"scope\":\"user\"}");
        assertEquals(410, refused.status, refused.raw);
        assertEquals("member_removed", refused.body.get("error").asText());
        assertFalse(refused.raw.contains("zebra"), "the refusal names no content");
        assertEquals(0, call("zoe", "GET", "", null).body.get("count").asInt(), "nothing was stored");
    }

    @Test
    void badInputAnswers400NamingTheFieldAndTheRule() throws Exception {
        Reply unknown = call("alice", "POST", "", "{\"txt\":\"x\",\"scope\":\"user\"}");
        assertEquals(400, unknown.status);
        assertTrue(unknown.body.get("message").asText().contains("'txt'"), unknown.raw);
        Reply scope = call("alice", "POST", "", "{\"text\":\"Our cat Miso sleeps\",\"scope\":\"garden\"}");
        assertEquals(400, scope.status);
        assertTrue(scope.body.get("message").asText().contains("garden"), scope.raw);
        Reply k = call("alice", "POST", "/search", "{\"q\":\"cat\",\"k\":0}");
        assertTrue(k.status == 400 && k.body.get("message").asText().contains("1–100"), k.raw);
        assertEquals(400, call("alice", "POST", "", "{not json").status);
        assertEquals(400, call("alice", "GET", "?kind=dream", null).status);
        Reply model = call("alice", "POST", "", "{\"text\":\"Our cat Miso sleeps\",\"scope\":\"user\",\"why\":\"model:s-1\"}");
        assertTrue(model.status == 400 && model.body.get("message").asText().contains("'why'"), model.raw);
        assertFalse(call("alice", "GET", "", null).raw.contains("model:s-1"), "nothing was stored");
        assertEquals(401, call(null, "GET", "", null).status);
    }

    private record Reply(int status, JsonNode body, String raw) {}

    private Reply call(String member, String method, String path, String body) throws IOException, InterruptedException {
        return callAt(member, method, MemoryApi.PATH + path, body);
    }

    /** A call to a path the hub gave (a pending write's {@code confirm}), from the server's root. */
    private Reply callAt(String member, String method, String absolutePath, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + absolutePath))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (member != null) {
            b.header("X-Test-Member", member);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode json = r.body().isBlank() ? Json.MAPPER.createObjectNode() : Json.MAPPER.readTree(r.body());
        return new Reply(r.statusCode(), json, r.body());
    }
}
