package home.hearth.hub.memory.writing;

import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.MemoryEntryGate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A write's free-text fields besides its text — why, evidence, contexts, links, session — pass the
 * same screen for secrets and operational instructions as the text (the policies module's
 * {@link MemoryEntryGate#screenField}); one refused field refuses the whole write.
 */
final class FreeTextFields {
    private FreeTextFields() {}

    /**
     * @param memoryReference whether a link names a memory the writer can see ({@code m-<32 hex>} or
     *     {@code memory:m-…}): such a link is a reference, not free text, and would otherwise be
     *     refused as the run of hex digits a secret looks like
     */
    static Optional<GateDecision.Refuse> screen(MemoryDraft d, Predicate<String> memoryReference) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("why", d.why());
        fields.put("evidence", d.details().evidence());
        contexts(fields, d.details().validity());
        fields.put("links", String.join("\n", d.details().links().stream().filter(memoryReference.negate()).toList()));
        d.details().working().flatMap(DraftDetails.WorkingTerm::session).ifPresent(s -> fields.put("session", s));
        return screen(fields);
    }

    static Optional<GateDecision.Refuse> screen(MemoryEdit e) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("why", e.why());
        e.validity().ifPresent(v -> contexts(fields, v));
        return screen(fields);
    }

    private static void contexts(Map<String, String> fields, Validity v) {
        fields.put("contexts", String.join(", ", v.contexts()));
    }

    private static Optional<GateDecision.Refuse> screen(Map<String, String> fields) {
        for (Map.Entry<String, String> f : fields.entrySet()) {
            if (!f.getValue().isBlank()) {
                Optional<GateDecision.Refuse> refused = MemoryEntryGate.screenField(f.getKey(), f.getValue());
                if (refused.isPresent()) {
                    return refused;
                }
            }
        }
        return Optional.empty();
    }
}
