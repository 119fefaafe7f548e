package home.hearth.hub.conversation.tasks.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import home.hearth.devices.Command;
import home.hearth.devices.CommandJson;
import home.hearth.devices.DeviceId;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.hub.database.StorageException;
import java.io.IOException;
import java.time.Duration;

/**
 * A step as the JSON kept (sealed) in {@code conversation_task_steps.spec}: {@code {"type":"device",
 * "device":…, "command":…, "value":…, "description":…}} in the same command form as the REST and
 * MQTT doors ({@link CommandJson}), or {@code {"type":"wait","seconds":…,"description":…}}.
 */
final class StepJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private StepJson() {}

    static String write(TaskStep step) {
        ObjectNode n = JSON.createObjectNode();
        switch (step) {
            case TaskStep.DeviceAction d -> {
                n.put("type", "device").put("device", d.device().value());
                switch (d.command()) {
                    case Command.SwitchTo s -> n.put("command", "switch").put("value", s.on());
                    case Command.DimTo s -> n.put("command", "dim").put("value", s.brightness());
                    case Command.SetTemperature s -> n.put("command", "set_temperature").put("value", s.celsius());
                    case Command.LockTo s -> n.put("command", "lock").put("value", s.locked());
                }
            }
            case TaskStep.Wait w -> n.put("type", "wait").put("seconds", w.length().toMillis() / 1000.0);
        }
        return n.put("description", step.description()).toString();
    }

    static TaskStep read(String json) {
        try {
            JsonNode n = JSON.readTree(json);
            String description = n.path("description").asText();
            return n.path("type").asText().equals("wait")
                    ? new TaskStep.Wait(Duration.ofMillis(Math.round(n.path("seconds").asDouble() * 1000)), description)
                    : new TaskStep.DeviceAction(DeviceId.of(n.path("device").asText()), CommandJson.parse(n), description);
        } catch (IOException | IllegalArgumentException e) {
            throw new StorageException("a stored task step cannot be read: " + e.getMessage(), e);
        }
    }
}
