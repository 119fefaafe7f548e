package home.hearth.policies.config.internal;

import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.config.DeviceRules;
import home.hearth.policies.config.GateRules;
import home.hearth.policies.config.MemoryTypes;
import home.hearth.policies.config.PolicySet;
import home.hearth.policies.config.RetentionRules;
import home.hearth.policies.mqtt.MqttClientRule;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads a whole (merged) policy tree into a {@link PolicySet}, collecting every error. */
public final class PolicyParser {
    private static final Set<String> TOP = Set.of(
            "version", "memory", "retention", "decay", "consent", "precedence", "gate", "devices", "identity", "mqtt");

    private PolicyParser() {}

    /** The policy, or empty when {@code errors} gained at least one error. */
    public static Optional<PolicySet> read(PolicyNode root, Errors errors) {
        Section top = Section.of(root, "", "a mapping of policy sections", errors).allowOnly(TOP);
        int version = top.integer("version", 1, 1);
        Section memorySection = top.section("memory", "a mapping with categories, keys and sensitive")
                .allowOnly(Set.of("categories", "keys", "sensitive"));
        MemoryTypes memory = MemoryParser.read(memorySection);
        RetentionRules retention = RetentionParser.read(top.section("retention", "a mapping of lifetimes per kind"),
                top.section("decay", "a mapping of decay rates per kind"));
        ConsentRules consent = GateParser.consent(top.section("consent", "a mapping of consent rules"),
                top.section("precedence", "a mapping of precedence rules"), memory.keys().keySet());
        GateRules gate = GateParser.read(top.section("gate", "a mapping of entry-gate thresholds"), memorySection);
        DeviceRules devices = DeviceParser.read(top.section("devices", "a mapping with roles and confirm"),
                top.section("identity", "a mapping of actions to identity levels"));
        List<MqttClientRule> mqtt = MqttParser.read(top.section("mqtt", "a mapping with clients"), memory.keys().keySet());
        if (!errors.isEmpty() || version != 1) {
            return Optional.empty();
        }
        return Optional.of(new PolicySet(memory, retention, consent, gate, devices, mqtt));
    }
}
