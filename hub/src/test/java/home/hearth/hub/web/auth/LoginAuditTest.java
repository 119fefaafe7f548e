package home.hearth.hub.web.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the audit keeps of failed sign-ins: the member held back, never the text typed as a name. */
class LoginAuditTest {
    @TempDir
    Path dir;

    @Test
    void aPasswordTypedIntoTheNameFieldNeverReachesTheAudit() {
        try (RunningHub hub = RunningHub.start(dir)) {
            Http admin = hub.admin();
            int last = 0;
            for (int i = 0; i < 20 && last != 429; i++) {
                last = hub.http().post("/api/v1/auth/login",
                        Json.write(Map.of("username", "Tr0ub4dor&3-horse", "password", "Tr0ub4dor&3-horse"))).statusCode();
            }
            assertEquals(429, last, "the guessing is held back");
            String audit = admin.get("/api/v1/audit?limit=200").body();
            assertTrue(audit.contains("\"action\":\"auth.throttle\""), audit);
            assertTrue(audit.contains("\"target\":\"no member\""), audit);
            assertFalse(audit.contains("Tr0ub4dor"), audit);
        }
    }
}
