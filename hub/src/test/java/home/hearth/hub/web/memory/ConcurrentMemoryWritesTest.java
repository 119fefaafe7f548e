package home.hearth.hub.web.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.web.Json;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Four members writing memories at the same moment (issue 14: a quarter answered 500 with
 * SQLITE_BUSY, most of those were stored anyway and their audit lines were missing). Writers wait
 * for each other: every write answers 201, every stored memory has its audit line, and the audit
 * chain verifies.
 */
class ConcurrentMemoryWritesTest {
    private static final int WRITERS = 4;
    private static final int EACH = 8;
    private static final String[] TEXTS = {
        "Grandma's birthday dinner is on the third of May",
        "My sister visits us every second Sunday",
        "I prefer oat milk in my morning coffee",
        "Our car insurance renews every September",
        "The neighbours' dog is called Biscuit",
        "My favourite hiking trail starts behind the old mill",
        "The garden hose hangs behind the shed",
        "I read mystery novels before going to sleep"};
    @TempDir
    Path dir;

    @Test
    void fourMembersWritingAtOnceAllGet201AndEachStoredMemoryHasItsAuditLine() throws Exception {
        try (RunningHub hub = RunningHub.start(dir)) {
            List<Http> members = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                members.add(hub.member("writer" + w, "adult", null));
            }
            CountDownLatch go = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
            List<Future<List<HttpResponse<String>>>> runs = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                runs.add(pool.submit(() -> {
                    go.await();
                    List<HttpResponse<String>> answers = new ArrayList<>();
                    for (int i = 0; i < EACH; i++) {
                        answers.add(members.get(writer).post("/api/v1/memories",
                                Json.write(Map.of("text", TEXTS[i], "scope", "user"))));
                    }
                    return answers;
                }));
            }
            go.countDown();
            Set<String> stored = new HashSet<>();
            for (Future<List<HttpResponse<String>>> run : runs) {
                for (HttpResponse<String> r : run.get()) {
                    assertEquals(201, r.statusCode(), r.body());
                    stored.add(RunningHub.json(r).get("memory").get("id").asText());
                }
            }
            pool.shutdown();
            assertEquals(WRITERS * EACH, stored.size());

            Http admin = hub.admin();
            JsonNode events = RunningHub.json(admin.get("/api/v1/audit?limit=1000")).get("events");
            Set<String> audited = new HashSet<>();
            events.forEach(e -> {
                if (e.get("action").asText().equals("memory.create") && e.get("outcome").asText().equals("ok")) {
                    audited.add(e.get("target").asText());
                }
            });
            assertEquals(stored, audited, "every stored memory has its audit line, and no line names a memory that is not stored");
            JsonNode verify = RunningHub.json(admin.get("/api/v1/audit/verify"));
            assertTrue(verify.get("intact").asBoolean(), verify.toString());
            for (int w = 0; w < WRITERS; w++) {
                assertEquals(EACH, RunningHub.json(members.get(w).get("/api/v1/memories")).get("count").asInt());
            }
        }
    }
}
