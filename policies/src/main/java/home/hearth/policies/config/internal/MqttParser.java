package home.hearth.policies.config.internal;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.mqtt.MqttClientRule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads {@code mqtt.clients}: each automation client's topics and readable preferences. */
final class MqttParser {
    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final String ROLES = "admin, adult, child, guest, technician";
    private static final String LEVELS = "verified, uncertain, unknown";
    private static final Pattern MEMBER = Pattern.compile("\\*|[a-z0-9][a-z0-9-]{0,63}");

    private MqttParser() {}

    static List<MqttClientRule> read(Section mqtt, Set<String> keys) {
        mqtt.allowOnly(Set.of("clients"));
        Section clients = mqtt.section("clients", "a mapping of client usernames");
        List<MqttClientRule> out = new ArrayList<>();
        for (String name : clients.keys()) {
            if (!USERNAME.matcher(name).matches()) {
                clients.errorAtKey(name, "expected a username of letters, digits, '_', '.', '-', got '" + name + "'");
            }
            Section c = clients.section(name, "a mapping such as { publish: [hub/v1/request/#] }")
                    .allowOnly(Set.of("publish", "subscribe", "members", "preference_keys", "acts_as"));
            out.add(new MqttClientRule(name, filters(c, "publish"), filters(c, "subscribe"),
                    checked(c, "members", MEMBER, "member ids or *"), preferenceKeys(c, keys), actsAs(c, name)));
        }
        return out;
    }

    /** {@code acts_as: {role: adult, identity: verified}}: whom the device-action rules see. */
    private static Principal actsAs(Section c, String name) {
        if (c.optional("acts_as").isEmpty()) {
            return MqttClientRule.defaultPrincipal(name);
        }
        Section a = c.section("acts_as", "a mapping such as { role: adult, identity: verified }")
                .allowOnly(Set.of("role", "identity"));
        Role role = a.optional("role").flatMap(n -> Values.name(n, a.path("role"), ROLES, Role::parse, a.errors()))
                .orElse(Role.GUEST);
        IdentityLevel level = a.optional("identity").flatMap(n -> Values.name(n, a.path("identity"), LEVELS,
                t -> IdentityLevel.valueOf(t.toUpperCase(Locale.ROOT)), a.errors())).orElse(IdentityLevel.UNCERTAIN);
        return MqttClientRule.principal(name, role, level);
    }

    private static List<String> filters(Section c, String field) {
        List<String> out = new ArrayList<>();
        PolicyNode node = c.optional(field).orElse(null);
        if (node == null) {
            return out;
        }
        for (String f : Values.words(node, c.path(field), "topic filters", c.errors())) {
            if (validFilter(f)) {
                out.add(f);
            } else {
                c.errors().add(node, c.path(field), "expected an MQTT topic filter ('+' a whole level, '#' only last), got '" + f + "'");
            }
        }
        return out;
    }

    static boolean validFilter(String filter) {
        String[] levels = filter.split("/", -1);
        for (int i = 0; i < levels.length; i++) {
            String l = levels[i];
            boolean wildcardInside = (l.contains("+") && !l.equals("+")) || (l.contains("#") && !l.equals("#"));
            if (wildcardInside || (l.equals("#") && i != levels.length - 1)) {
                return false;
            }
        }
        return !filter.isEmpty() && filter.length() <= 256;
    }

    private static Set<String> checked(Section c, String field, Pattern form, String expected) {
        Set<String> out = new HashSet<>();
        PolicyNode node = c.optional(field).orElse(null);
        if (node == null) {
            return out;
        }
        for (String w : Values.words(node, c.path(field), expected, c.errors())) {
            if (form.matcher(w).matches()) {
                out.add(w);
            } else {
                c.errors().add(node, c.path(field), "expected " + expected + ", got '" + w + "'");
            }
        }
        return out;
    }

    private static Set<String> preferenceKeys(Section c, Set<String> keys) {
        Set<String> out = new HashSet<>();
        PolicyNode node = c.optional("preference_keys").orElse(null);
        if (node == null) {
            return out;
        }
        for (String w : Values.words(node, c.path("preference_keys"), "structured keys or *", c.errors())) {
            if (w.equals("*") || keys.contains(w)) {
                out.add(w);
            } else {
                c.errors().add(node, c.path("preference_keys"), "expected keys listed under memory.keys or *, got '" + w + "'");
            }
        }
        return out;
    }
}
