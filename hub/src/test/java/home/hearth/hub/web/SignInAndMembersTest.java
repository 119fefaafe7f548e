package home.hearth.hub.web;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.yaml.snakeyaml.Yaml;

class SignInAndMembersTest {
    @TempDir
    static Path dir;

    static RunningHub hub;

    @BeforeAll
    static void start() {
        hub = RunningHub.start(dir);
    }

    @AfterAll
    static void stop() {
        hub.close();
    }

    @Test
    void loginGivesABearerTokenAndAnHttpOnlySessionCookie() {
        HttpResponse<String> r = hub.http().post("/api/v1/auth/login",
                "{\"username\":\"admin\",\"password\":\"" + RunningHub.ADMIN_PASSWORD + "\"}");
        assertEquals(200, r.statusCode(), r.body());
        assertFalse(json(r).get("token").asText().isBlank());
        String cookie = r.headers().firstValue("set-cookie").orElseThrow();
        assertTrue(cookie.startsWith("hearth_session=") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
    }

    @Test
    void aWrongPasswordIs401AndDoesNotSayWhichPartWasWrong() {
        HttpResponse<String> wrongPassword = hub.http().post("/api/v1/auth/login", "{\"username\":\"admin\",\"password\":\"nope-nope-nope\"}");
        HttpResponse<String> wrongUser = hub.http().post("/api/v1/auth/login", "{\"username\":\"nobody\",\"password\":\"nope-nope-nope\"}");
        assertEquals(401, wrongPassword.statusCode());
        assertEquals(wrongPassword.body(), wrongUser.body());
        assertEquals("invalid_credentials", json(wrongPassword).get("error").asText());
    }

    @Test
    void repeatedFailuresForOneNameAreThrottled() {
        for (int i = 0; i < 5; i++) {
            hub.http().post("/api/v1/auth/login", "{\"username\":\"mallory\",\"password\":\"guess-number-" + i + "\"}");
        }
        HttpResponse<String> r = hub.http().post("/api/v1/auth/login", "{\"username\":\"mallory\",\"password\":\"another-guess\"}");
        assertEquals(429, r.statusCode(), r.body());
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyTokenKindTheApiDocumentListsIsIssued() throws Exception {
        Map<String, Object> doc;
        try (InputStream in = getClass().getResourceAsStream("/openapi/auth.yaml")) {
            doc = new Yaml().load(in);
        }
        Map<String, Object> post = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) doc.get("paths"))
                .get("/api/v1/auth/tokens")).get("post");
        Map<String, Object> schema = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>)
                post.get("requestBody")).get("content")).get("application/json")).get("schema");
        List<String> kinds = (List<String>) ((Map<String, Object>) ((Map<String, Object>) schema.get("properties")).get("kind")).get("enum");
        assertFalse(kinds.isEmpty());
        Http admin = hub.admin();
        for (String kind : kinds) {
            HttpResponse<String> r = admin.post("/api/v1/auth/tokens", "{\"kind\":\"" + kind + "\",\"label\":\"kitchen\"}");
            assertEquals(201, r.statusCode(), kind + ": " + r.body());
            assertEquals(kind, json(r).get("kind").asText());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{not json                 | 400 | bad_request",
        "[]                        | 400 | bad_request",
        "{\"username\":\"admin\"}  | 400 | bad_request",
        "''                        | 400 | bad_request",
    })
    void malformedLoginBodiesGetTheJsonErrorShape(String body, int status, String code) {
        HttpResponse<String> r = hub.http().post("/api/v1/auth/login", body);
        assertEquals(status, r.statusCode(), r.body());
        assertEquals(code, json(r).get("error").asText());
        assertFalse(json(r).get("message").asText().isBlank());
    }

    @Test
    void callsWithoutATokenAre401AndAnExpiredOrForgedTokenToo() {
        assertEquals(401, hub.http().get("/api/v1/members").statusCode());
        HttpResponse<String> forged = hub.http().withToken("forged-token").get("/api/v1/members");
        assertEquals(401, forged.statusCode());
        assertTrue(json(forged).get("message").asText().contains("expired or was revoked"), forged.body());
    }

    @Test
    void aStaleTokenDoesNotStandInTheWayOfSigningInAgain() {
        HttpResponse<String> r = hub.http().withToken("stale-token").post("/api/v1/auth/login",
                "{\"username\":\"admin\",\"password\":\"" + RunningHub.ADMIN_PASSWORD + "\"}");
        assertEquals(200, r.statusCode(), r.body());
    }

    @Test
    void aRefusedPasswordLeavesNoHalfMadeMember() {
        Http admin = hub.admin();
        assertEquals(400, admin.post("/api/v1/members",
                "{\"id\":\"vic\",\"displayName\":\"Vic\",\"role\":\"adult\",\"password\":\"short\"}").statusCode());
        assertEquals(404, admin.get("/api/v1/members/vic").statusCode());
    }

    @Test
    void theAdminCreatesMembersAndOthersSeeOnlyThemselvesAndTheChildrenTheyAreGuardianOf() {
        Http dana = hub.member("dana", "adult", null);
        Http eli = hub.member("eli", "child", "dana");
        Http fay = hub.member("fay", "adult", null);
        assertEquals(403, eli.post("/api/v1/members",
                "{\"id\":\"x\",\"displayName\":\"X\",\"role\":\"adult\",\"password\":\"long-enough-pw\"}").statusCode());
        assertEquals(1, json(fay.get("/api/v1/members")).get("members").size());
        assertEquals(200, fay.get("/api/v1/members/fay").statusCode());
        assertEquals(404, fay.get("/api/v1/members/eli").statusCode(), "another member is not found, not forbidden");
        assertEquals(404, eli.get("/api/v1/members/dana").statusCode(), "nor is a child's guardian");
        // her guardian decides her presence setting, so she sees her (ChildPresenceConsentTest)
        assertEquals(2, json(dana.get("/api/v1/members")).get("members").size());
        assertEquals(200, dana.get("/api/v1/members/eli").statusCode());
        assertEquals("dana", json(hub.admin().get("/api/v1/members/eli")).get("guardian").asText());
    }

    @Test
    void householdRulesAreClearRefusals() {
        Http admin = hub.admin();
        HttpResponse<String> orphan = admin.post("/api/v1/members",
                "{\"id\":\"finn\",\"displayName\":\"Finn\",\"role\":\"child\",\"password\":\"long-enough-pw\"}");
        assertEquals(400, orphan.statusCode(), orphan.body());
        assertTrue(json(orphan).get("message").asText().contains("guardian"), orphan.body());
        HttpResponse<String> shortPw = admin.post("/api/v1/members",
                "{\"id\":\"gus\",\"displayName\":\"Gus\",\"role\":\"adult\",\"password\":\"short\"}");
        assertEquals(400, shortPw.statusCode(), shortPw.body());
        HttpResponse<String> lastAdmin = admin.delete("/api/v1/members/admin?choice=delete");
        assertEquals(409, lastAdmin.statusCode(), lastAdmin.body());
    }

    @Test
    void logoutRevokesTheToken() {
        Http hana = hub.member("hana", "adult", null);
        assertEquals(204, hana.post("/api/v1/auth/logout", "{}").statusCode());
        assertEquals(401, hana.get("/api/v1/members/hana").statusCode());
    }

    @Test
    void theAuditChainHoldsAndOnlyTheAdminReadsIt() {
        Http ivy = hub.member("ivy", "adult", null);
        assertEquals(403, ivy.get("/api/v1/audit").statusCode());
        HttpResponse<String> verify = hub.admin().get("/api/v1/audit/verify");
        assertEquals(200, verify.statusCode(), verify.body());
        assertTrue(json(verify).get("intact").asBoolean(), verify.body());
        assertTrue(json(hub.admin().get("/api/v1/audit?limit=5")).get("events").size() > 0);
    }
}
