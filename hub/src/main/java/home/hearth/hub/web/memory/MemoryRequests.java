package home.hearth.hub.web.memory;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.memory.values.DraftDetails;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.MemoryEdit;
import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.hub.memory.values.MemoryStatus;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.Json;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.StructuredFact;
import io.helidon.webserver.http.ServerRequest;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/** Reads memory requests: bodies into drafts and edits, query parameters into filters. Bad input is a 400. */
final class MemoryRequests {
    private static final Set<String> CREATE = Set.of("text", "key", "value", "unit", "kind", "scope", "why", "about",
            "validFrom", "validUntil", "contexts", "importance", "happenedAt", "evidence", "links", "session", "ttlMinutes");
    private static final Set<String> EDIT = Set.of("text", "value", "unit", "validFrom", "validUntil", "contexts",
            "importance", "why");

    private MemoryRequests() {}

    static MemoryDraft draft(JsonNode b, Principal p) {
        allowOnly(b, CREATE.toArray(String[]::new));
        MemberId caller = p.member().orElse(null);
        Scope scope = Scope.parse(Json.text(b, "scope"), caller);
        Optional<StructuredFact> fact = b.has("key")
                ? Optional.of(new StructuredFact(Json.text(b, "key"), scalar(b, "value"), Fields.text(b, "unit").orElse("")))
                : Optional.empty();
        MemoryKind kind = Fields.text(b, "kind").map(MemoryKind::parse)
                .orElse(fact.isPresent() ? MemoryKind.STRUCTURED : MemoryKind.EPISODIC);
        String text = Fields.text(b, "text").orElseGet(() -> fact.map(f -> (f.key().replace('_', ' ') + " = "
                + f.value() + " " + f.unit()).strip()).orElseThrow(() -> ApiException.badRequest(
                "Give either 'text', or 'key' with 'value' (and 'unit') for a structured memory.")));
        Candidate c = new Candidate(text, kind, MemorySource.EXPLICIT, scope, fact);
        Optional<MemberId> about = Fields.text(b, "about").map(MemberId::new);
        return new MemoryDraft(c, Fields.text(b, "why").orElse("api:create"), details(b, kind), about, true);
    }

    private static DraftDetails details(JsonNode b, MemoryKind kind) {
        Optional<DraftDetails.WorkingTerm> working = b.has("session") || b.has("ttlMinutes")
                ? Optional.of(new DraftDetails.WorkingTerm(Fields.text(b, "session"),
                        Duration.ofMinutes(Fields.integer(b, "ttlMinutes").orElse(12 * 60))))
                : Optional.empty();
        return new DraftDetails(validity(b).orElse(Validity.ALWAYS), Fields.number(b, "importance").orElse(0.5),
                Fields.instant(b, "happenedAt"), Fields.text(b, "evidence").orElse(""), Fields.strings(b, "links"),
                working);
    }

    static MemoryEdit edit(JsonNode b) {
        allowOnly(b, EDIT.toArray(String[]::new));
        Optional<String> value = b.has("value") ? Optional.of(scalar(b, "value")) : Optional.empty();
        return new MemoryEdit(Fields.text(b, "text"), value, Fields.text(b, "unit"), validity(b),
                Fields.number(b, "importance"), Fields.text(b, "why").orElse("api:edit"));
    }

    private static Optional<Validity> validity(JsonNode b) {
        if (!b.has("validFrom") && !b.has("validUntil") && !b.has("contexts")) {
            return Optional.empty();
        }
        Validity v = new Validity(Fields.instant(b, "validFrom"), Fields.instant(b, "validUntil"),
                Set.copyOf(Fields.strings(b, "contexts")));
        if (v.from().isPresent() && v.until().isPresent() && !v.until().get().isAfter(v.from().get())) {
            throw ApiException.badRequest("'validUntil' must be after 'validFrom', got " + v.from().get() + " and "
                    + v.until().get() + ".");
        }
        return Optional.of(v);
    }

    static MemoryFilter filter(ServerRequest req, Principal p) {
        var q = req.query();
        return new MemoryFilter(
                q.first("scope").asOptional().map(s -> Scope.parse(s, p.member().orElse(null))),
                q.first("kind").asOptional().map(MemoryKind::parse),
                q.first("source").asOptional().map(MemorySource::parse),
                q.first("status").asOptional().map(MemoryStatus::parse));
    }

    static int k(JsonNode b) {
        JsonNode k = b.get("k");
        if (k == null || k.isNull()) {
            return 5;
        }
        if (!k.isInt() || k.asInt() < 1 || k.asInt() > 100) {
            throw ApiException.badRequest("Field 'k' must be a whole number 1–100, got: " + k);
        }
        return k.asInt();
    }

    static void allowOnly(JsonNode b, String... fields) {
        Set<String> allowed = Set.of(fields);
        b.fieldNames().forEachRemaining(f -> {
            if (!allowed.contains(f)) {
                throw ApiException.badRequest("Unknown field '" + f + "'; allowed: "
                        + String.join(", ", allowed.stream().sorted().toList()) + ".");
            }
        });
    }

    private static String scalar(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || !(v.isTextual() || v.isNumber()) || v.asText().isBlank()) {
            throw ApiException.badRequest("Field '" + field + "' is required and must be a number or a string.");
        }
        return v.asText();
    }
}
