package home.hearth.hub.web.automation;

import static home.hearth.hub.testing.RunningHub.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.hub.testing.MqttAutomation;
import home.hearth.hub.testing.RawDatabase;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.testing.TestHub;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Automation clients live in the encrypted database: a restart keeps the added ones and the revocations. */
class AutomationClientsRestartTest {
    @TempDir
    Path dir;

    @Test
    void aRestartedHubKeepsAddedClientsAndRevokedOnesStayRevoked() throws Exception {
        String kept;
        String gone;
        try (RunningHub hub = RunningHub.start(dir)) {
            kept = secret(hub, "kept");
            gone = secret(hub, "gone");
            assertEquals(204, hub.admin().delete("/api/v1/automation-clients/gone").statusCode());
        }
        RawDatabase.assertAbsent(TestHub.config(dir).storage(), kept, gone);
        try (RunningHub hub = RunningHub.start(dir)) {
            MqttAutomation.connect(hub.mqttPort(), "kept", kept).close();
            MqttException refused = assertThrows(MqttException.class, () -> MqttAutomation.connect(hub.mqttPort(), "gone", gone));
            assertEquals(134, refused.getReasonCode());
            List<String> names = new ArrayList<>();
            json(hub.admin().get("/api/v1/automation-clients")).get("clients").forEach(c -> names.add(c.get("name").asText()));
            assertEquals(List.of("kept"), names);
        }
    }

    private static String secret(RunningHub hub, String name) {
        HttpResponse<String> r = hub.admin().post("/api/v1/automation-clients", "{\"name\":\"" + name + "\"}");
        assertEquals(201, r.statusCode(), r.body());
        return json(r).get("secret").asText();
    }
}
