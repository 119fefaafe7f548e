package home.hearth.hub.web.automation;

import home.hearth.hub.house.AutomationClient;
import home.hearth.policies.mqtt.MqttClientRule;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** How an automation client looks in the API: its account and its ACL entry, never its secret. */
final class ClientView {
    private ClientView() {}

    static Map<String, Object> of(AutomationClient c, Optional<MqttClientRule> rule) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("name", c.name());
        v.put("source", c.source().name().toLowerCase(Locale.ROOT));
        c.createdAt().ifPresent(t -> v.put("createdAt", t.toString()));
        v.put("acl", rule.map(ClientView::acl).orElse(null));
        return v;
    }

    /** The policy's {@code mqtt.clients} entry; null in the view means none (the client may do nothing). */
    private static Map<String, Object> acl(MqttClientRule r) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("publish", r.publish());
        a.put("subscribe", r.subscribe());
        a.put("members", r.members().stream().sorted().toList());
        a.put("preferenceKeys", r.preferenceKeys().stream().sorted().toList());
        a.put("actsAs", Map.of("role", r.actsAs().role().name().toLowerCase(Locale.ROOT),
                "identity", r.actsAs().level().name().toLowerCase(Locale.ROOT)));
        return a;
    }
}
