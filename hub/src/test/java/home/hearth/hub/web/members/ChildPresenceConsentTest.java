package home.hearth.hub.web.members;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A child's presence setting over real HTTP: her guardian's consent, not hers. The guardian reads it and turns it on
 * or off; the child may turn it off but not on (403 naming her guardian); the admin only off, as for anyone; nobody
 * else sees her record. Each test has a child and guardian of its own, created by the admin.
 */
class ChildPresenceConsentTest {
    @TempDir
    static Path dir;

    static RunningHub hub;
    static Http admin;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
        admin = hub.admin();
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void aChildCannotTurnHerOwnSettingOnHerGuardianDecides() {
        hub.member("dad", "adult", null);
        Http kit = hub.member("kit", "child", "dad");
        HttpResponse<String> on = kit.patch("/api/v1/members/kit", "{\"presenceEvents\":true}");
        assertEquals(403, on.statusCode(), on.body());
        assertEquals("forbidden", json(on).get("error").asText());
        assertEquals("Only dad, kit's guardian, can let automations know where the hub recognises kit's voice; kit can"
                + " only turn it off.", json(on).get("message").asText());
        assertFalse(presenceAsSeenBy(kit, "kit"));
        assertTrue(audited("kit", "kit", "denied", "kit's guardian"));
    }

    @Test
    void herGuardianReadsHerSettingAndTurnsItOnAndOff() {
        Http mum = hub.member("mum", "adult", null);
        Http lia = hub.member("lia", "child", "mum");
        assertFalse(presenceAsSeenBy(mum, "lia"), "off until her guardian turns it on");

        HttpResponse<String> on = mum.patch("/api/v1/members/lia", "{\"presenceEvents\":true}");
        assertEquals(200, on.statusCode(), on.body());
        assertTrue(json(on).get("presenceEvents").asBoolean(), on.body());
        assertTrue(presenceAsSeenBy(lia, "lia"));
        assertTrue(presenceAsSeenBy(mum, "lia"));
        assertTrue(audited("mum", "lia", "ok", "turned on by her guardian"));
        List<String> mumsList = ids(json(mum.get("/api/v1/members")).get("members"));
        assertEquals(List.of("lia", "mum"), mumsList.stream().sorted().toList(), "herself and the child she answers for");

        HttpResponse<String> off = mum.patch("/api/v1/members/lia", "{\"presenceEvents\":false}");
        assertEquals(200, off.statusCode(), off.body());
        assertFalse(presenceAsSeenBy(lia, "lia"));
        assertTrue(audited("mum", "lia", "ok", "turned off by her guardian"));
    }

    @Test
    void theChildMayTurnItOffOnceHerGuardianTurnedItOn() {
        Http gran = hub.member("gran", "adult", null);
        Http ned = hub.member("ned", "child", "gran");
        assertEquals(200, gran.patch("/api/v1/members/ned", "{\"presenceEvents\":true}").statusCode());
        HttpResponse<String> off = ned.patch("/api/v1/members/ned", "{\"presenceEvents\":false}");
        assertEquals(200, off.statusCode(), off.body());
        assertFalse(presenceAsSeenBy(gran, "ned"));
        assertTrue(audited("ned", "ned", "ok", "no longer told"));
    }

    @Test
    void theAdminMayTurnAChildsSettingOffButNotOnNorSeeIt() {
        Http pa = hub.member("pa", "adult", null);
        hub.member("ola", "child", "pa");
        HttpResponse<String> on = admin.patch("/api/v1/members/ola", "{\"presenceEvents\":true}");
        assertEquals(403, on.statusCode(), on.body());
        assertEquals("Only pa, ola's guardian, can let automations know where the hub recognises ola's voice; the"
                + " household admin can only turn it off.", json(on).get("message").asText());

        assertEquals(200, pa.patch("/api/v1/members/ola", "{\"presenceEvents\":true}").statusCode());
        HttpResponse<String> off = admin.patch("/api/v1/members/ola", "{\"presenceEvents\":false}");
        assertEquals(200, off.statusCode(), off.body());
        assertFalse(json(off).has("presenceEvents"), "hers and her guardian's to know: " + off.body());
        assertFalse(presenceAsSeenBy(pa, "ola"));
        assertTrue(audited("admin", "ola", "ok", "turned off by the household admin"));
    }

    @Test
    void nobodyButHerAndHerGuardianSeesItAndTheGuardianChangesNothingElseOfHers() {
        Http rex = hub.member("rex", "adult", null);
        Http zoe = hub.member("zoe", "child", "rex");
        Http uncle = hub.member("uncle", "adult", null);
        assertEquals(404, uncle.get("/api/v1/members/zoe").statusCode());
        assertEquals(404, uncle.patch("/api/v1/members/zoe", "{\"presenceEvents\":false}").statusCode());
        assertEquals(404, zoe.get("/api/v1/members/rex").statusCode(), "the child does not see her guardian's record");
        assertEquals(List.of("uncle"), ids(json(uncle.get("/api/v1/members")).get("members")));

        HttpResponse<String> rename = rex.patch("/api/v1/members/zoe",
                "{\"displayName\":\"Zed\",\"presenceEvents\":true}");
        assertEquals(403, rename.statusCode(), rename.body());
        assertFalse(presenceAsSeenBy(zoe, "zoe"), "a refused change changes nothing");
        assertEquals("zoe", json(zoe.get("/api/v1/members/zoe")).get("displayName").asText());
        assertEquals(403, rex.patch("/api/v1/members/zoe", "{\"password\":\"rex-chose-this-one\"}").statusCode());
    }

    /**
     * Consent is the guardian's who gave it: a new guardian, or an adult with her setting on made a child, starts with
     * it off until the (new) guardian turns it on.
     */
    @Test
    void aNewGuardianOrBecomingAChildTurnsTheSettingOffUntilTheGuardianSaysSo() {
        Http aunt = hub.member("aunt", "adult", null);
        hub.member("uncle2", "adult", null);
        Http bo = hub.member("bo", "child", "aunt");
        assertEquals(200, aunt.patch("/api/v1/members/bo", "{\"presenceEvents\":true}").statusCode());
        HttpResponse<String> moved = admin.patch("/api/v1/members/bo", "{\"guardian\":\"uncle2\"}");
        assertEquals(200, moved.statusCode(), moved.body());
        assertFalse(presenceAsSeenBy(bo, "bo"), "aunt's consent is not uncle2's");
        assertTrue(audited("admin", "bo", "ok", "her guardian changed"));

        Http teen = hub.member("teen", "adult", null);
        assertEquals(200, teen.patch("/api/v1/members/teen", "{\"presenceEvents\":true}").statusCode());
        HttpResponse<String> child = admin.patch("/api/v1/members/teen", "{\"role\":\"child\",\"guardian\":\"aunt\"}");
        assertEquals(200, child.statusCode(), child.body());
        assertFalse(presenceAsSeenBy(aunt, "teen"), "her own yes as an adult is not her guardian's");
        assertTrue(audited("admin", "teen", "ok", "her guardian changed"));
    }

    private static boolean presenceAsSeenBy(Http reader, String member) {
        HttpResponse<String> r = reader.get("/api/v1/members/" + member);
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(json(r).has("presenceEvents"), r.body());
        return json(r).get("presenceEvents").asBoolean();
    }

    private static boolean audited(String actor, String target, String outcome, String reasonPart) {
        JsonNode events = json(admin.get("/api/v1/audit?limit=100")).get("events");
        return StreamSupport.stream(events.spliterator(), false).anyMatch(e -> e.get("actor").asText().equals(actor)
                && e.get("action").asText().equals("member.presence") && e.get("target").asText().equals(target)
                && e.get("outcome").asText().equals(outcome) && e.get("reason").asText().contains(reasonPart));
    }

    private static List<String> ids(JsonNode members) {
        return StreamSupport.stream(members.spliterator(), false).map(m -> m.get("id").asText()).toList();
    }
}
