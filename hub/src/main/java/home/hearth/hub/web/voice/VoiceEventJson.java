package home.hearth.hub.web.voice;

import home.hearth.hub.voice.VoiceEvent;
import home.hearth.hub.web.Json;
import java.util.LinkedHashMap;
import java.util.Map;

/** The JSON text of each voice event, as the room protocol (README, OpenAPI) describes it. */
final class VoiceEventJson {
    private VoiceEventJson() {}

    static String of(VoiceEvent event) {
        Map<String, Object> m = new LinkedHashMap<>();
        switch (event) {
            case VoiceEvent.Vad v -> put(m, "vad", "state", v.speech() ? "speech" : "silence");
            case VoiceEvent.Heard h -> {
                put(m, "transcript", "final", h.isFinal());
                m.put("text", h.text());
                if (h.isFinal()) {
                    m.put("rejected", h.rejected());
                }
            }
            case VoiceEvent.Speaker s -> {
                put(m, "speaker", "member", s.member().orElse(null));
                m.put("level", s.level().wireName());
                m.put("score", s.score().isPresent() ? s.score().getAsDouble() : null);
                m.put("via", s.via());
            }
            case VoiceEvent.Reply r -> {
                put(m, "reply", "text", r.text());
                m.put("announcement", r.announcement());
            }
            case VoiceEvent.Action a -> {
                put(m, "action", "device", a.device());
                m.put("command", a.command());
                m.put("outcome", a.outcome());
                m.put("message", a.message());
            }
            case VoiceEvent.Confirm c -> put(m, "confirm", "question", c.question());
            case VoiceEvent.Problem p -> error(m, p.code(), p.message());
            case VoiceEvent.Ended e -> {
                put(m, "end", "outcome", e.outcome());
                m.put("session", e.session().orElse(null));
                m.put("milestones", e.milestones());
            }
            case VoiceEvent.SpokenAudio a -> throw new IllegalArgumentException("spoken audio is sent as a binary frame");
        }
        return Json.write(m);
    }

    static String error(String code, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        error(m, code, message);
        return Json.write(m);
    }

    static String ready(String room, String identity, int maxFrameBytes, String vad, String recognizer) {
        Map<String, Object> m = new LinkedHashMap<>();
        put(m, "ready", "room", room);
        m.put("identity", identity);
        m.put("maxFrameBytes", maxFrameBytes);
        m.put("vad", vad);
        m.put("recognizer", recognizer);
        return Json.write(m);
    }

    private static void error(Map<String, Object> m, String code, String message) {
        put(m, "error", "code", code);
        m.put("message", message);
    }

    private static void put(Map<String, Object> m, String type, String key, Object value) {
        m.put("type", type);
        m.put(key, value);
    }
}
