package home.hearth.devices.automations.internal;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Reply bodies: the REST error shape {@code {"error": code, "message": text}}, or a plain object. */
public final class Replies {
    private Replies() {}

    public static ObjectNode error(String code, String message) {
        return JsonNodeFactory.instance.objectNode().put("error", code).put("message", message);
    }

    public static ObjectNode ok() {
        return JsonNodeFactory.instance.objectNode();
    }
}
