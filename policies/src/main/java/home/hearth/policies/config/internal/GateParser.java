package home.hearth.policies.config.internal;

import home.hearth.policies.config.ConflictAction;
import home.hearth.policies.config.ConsentRules;
import home.hearth.policies.config.GateRules;
import home.hearth.policies.config.GateThresholds;
import home.hearth.policies.config.InferredRules;
import home.hearth.policies.config.PrecedenceRules;
import home.hearth.policies.memory.SensitiveCategory;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads {@code gate}, {@code memory.sensitive}, {@code consent} and {@code precedence}. */
final class GateParser {
    private static final Set<String> GATE_KEYS = Set.of("redundancy_similarity", "conflict_similarity", "on_conflict",
            "min_content_words", "inferred_daily_quota", "inferred_need_confirmation", "grounding_min_overlap", "confirmation_ttl");

    private GateParser() {}

    static GateRules read(Section gate, Section memory) {
        gate.allowOnly(GATE_KEYS);
        double redundancy = gate.number("redundancy_similarity", 0, 1);
        double conflict = gate.number("conflict_similarity", 0, 1);
        if (conflict > redundancy) { // NaN (already reported) compares false
            gate.errorAtKey("conflict_similarity", "expected a number not above gate.redundancy_similarity ("
                    + Values.plain(redundancy) + "), got '" + Values.plain(conflict) + "'");
            conflict = redundancy;
        }
        GateThresholds thresholds = new GateThresholds(redundancy, conflict, onConflict(gate), gate.integer("min_content_words", 1, 50));
        InferredRules inferred = new InferredRules(gate.integer("inferred_daily_quota", 0, 10000),
                gate.flag("inferred_need_confirmation"), gate.number("grounding_min_overlap", 0, 1));
        Duration ttl = gate.lifetime("confirmation_ttl", false).orElse(Duration.ofMinutes(2));
        Set<SensitiveCategory> sensitive = Values.names(memory.require("sensitive", "a list of sensitive categories"),
                memory.path("sensitive"), "health, allergy, medication, religion, politics, sexuality, ethnicity",
                SensitiveCategory::parse, memory.errors());
        return new GateRules(thresholds, inferred, ttl, sensitive);
    }

    private static ConflictAction onConflict(Section gate) {
        PolicyNode node = gate.require("on_conflict", "supersede or ask");
        String text = Values.scalar(node, gate.path("on_conflict"), "supersede or ask", gate.errors()).orElse("supersede");
        try {
            return ConflictAction.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            gate.errors().add(node, gate.path("on_conflict"), "expected supersede or ask, got '" + text + "'");
            return ConflictAction.SUPERSEDE;
        }
    }

    static ConsentRules consent(Section consent, Section precedence, Set<String> keys) {
        consent.allowOnly(Set.of("shared_scopes_need_owner_consent", "memory_about_member_needs_their_consent"));
        precedence.allowOnly(Set.of("child_may_override", "request_beats_preference", "request_cannot_override_rule"));
        Set<String> childMay = knownKeys(precedence, "child_may_override", keys);
        Set<String> cannot = knownKeys(precedence, "request_cannot_override_rule", keys);
        PrecedenceRules rules = new PrecedenceRules(childMay, precedence.flag("request_beats_preference"), cannot);
        return new ConsentRules(consent.flag("shared_scopes_need_owner_consent"),
                consent.flag("memory_about_member_needs_their_consent"), rules);
    }

    private static Set<String> knownKeys(Section section, String field, Set<String> keys) {
        PolicyNode node = section.require(field, "a list of structured keys");
        List<String> words = Values.words(node, section.path(field), "structured keys", section.errors());
        Set<String> out = new HashSet<>();
        for (String w : words) {
            if (!keys.isEmpty() && !keys.contains(w)) {
                section.errors().add(node, section.path(field),
                        "expected keys listed under memory.keys, got '" + w + "'");
            } else {
                out.add(w);
            }
        }
        return out;
    }
}
