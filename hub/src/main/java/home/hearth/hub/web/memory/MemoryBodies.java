package home.hearth.hub.web.memory;

import static home.hearth.hub.web.BodyRules.required;
import static home.hearth.hub.web.BodyRules.requiredText;
import static home.hearth.hub.web.BodyRules.strings;
import static home.hearth.hub.web.BodyRules.within;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.policies.memory.MemoryKind;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * The JSON bodies {@link MemoryApi} accepts, bound by {@link home.hearth.hub.web.RequestBodies}
 * (unknown fields and wrong types are refused before these constructors run). Each record checks
 * its own rules here, once; absent optional fields are null. They mirror the documented wire
 * form ({@code openapi/memories.yaml}), which is why {@link Create} is flat and wide.
 */
final class MemoryBodies {
    private static final String SCOPE_FORM = "one of user, household, room:<id>, device:<id> or task:<id>";
    private static final int MAX_TTL_MINUTES = 30 * 24 * 60;

    private MemoryBodies() {}

    /** {@code POST /memories}: either {@code text}, or {@code key} with {@code value} (and {@code unit}). */
    record Create(String text, String key, JsonNode value, String unit, String kind, String scope, String why,
            String about, Instant validFrom, Instant validUntil, List<String> contexts, Double importance,
            Instant happenedAt, String evidence, List<String> links, String session, Integer ttlMinutes) {
        Create {
            value = present(value);
            requiredText(scope, "scope");
            if (text == null && key == null) {
                throw new IllegalArgumentException(
                        "Give either 'text', or 'key' with 'value' (and 'unit') for a structured memory.");
            }
            if (key != null) {
                requiredText(key, "key");
                if (value == null) {
                    throw new IllegalArgumentException("value: required with 'key', a number or a non-empty string.");
                }
                scalar(value, "value");
            } else if (value != null || unit != null) {
                throw new IllegalArgumentException((value != null ? "value" : "unit")
                        + ": only with 'key', for a structured memory.");
            }
            if (kind != null) {
                MemoryKind.parse(kind); // its message names the kinds
            }
            if (about != null) {
                requiredText(about, "about");
            }
            checkImportance(importance);
            window(validFrom, validUntil);
            contexts = strings(contexts, "contexts");
            links = strings(links, "links");
            within(ttlMinutes, 1, MAX_TTL_MINUTES, "ttlMinutes", "a whole number of minutes from 1 to " + MAX_TTL_MINUTES
                    + " (30 days)");
        }

        boolean working() {
            return session != null || ttlMinutes != null;
        }

        boolean hasValidity() {
            return validFrom != null || validUntil != null || !contexts.isEmpty();
        }
    }

    /** {@code PATCH /memories/{id}}: the fields to change; the rest stays. */
    record Edit(String text, JsonNode value, String unit, Instant validFrom, Instant validUntil, List<String> contexts,
            Double importance, String why) {
        Edit {
            value = present(value);
            if (value != null) {
                scalar(value, "value");
            }
            checkImportance(importance);
            window(validFrom, validUntil);
            contexts = strings(contexts, "contexts");
        }

        boolean hasValidity() {
            return validFrom != null || validUntil != null || !contexts.isEmpty();
        }
    }

    /** {@code POST /memories/{id}/consent}. */
    record Consent(Boolean granted) {
        Consent {
            required(granted, "granted", "true or false");
        }
    }

    /** {@code POST /memories/search}: {@code k} 1–100 (5 when absent); {@code forAnswers} true when absent. */
    record Search(String q, Integer k, Boolean forAnswers) {
        Search {
            requiredText(q, "q");
            k = k == null ? 5 : k;
            within(k, 1, 100, "k", "a whole number 1–100");
            forAnswers = forAnswers == null || forAnswers;
        }
    }

    /** A structured value: a number or a non-empty string, as its text. */
    static String scalar(JsonNode value, String field) {
        if (!(value.isTextual() || value.isNumber()) || value.asText().isBlank()) {
            throw new IllegalArgumentException(field + ": expected a number or a non-empty string, got "
                    + (value.isTextual() ? "a blank string" : value.getNodeType().name().toLowerCase(Locale.ROOT))
                    + ".");
        }
        return value.asText();
    }

    /** JSON null arrives as a NullNode; absent and null mean the same here. */
    private static JsonNode present(JsonNode value) {
        return value == null || value.isNull() || value.isMissingNode() ? null : value;
    }

    private static void checkImportance(Double importance) {
        within(importance, 0, 1, "importance", "a number from 0 to 1");
    }

    private static void window(Instant from, Instant until) {
        if (from != null && until != null && !until.isAfter(from)) {
            throw new IllegalArgumentException("validUntil: must be after validFrom, got " + from + " and " + until + ".");
        }
    }
}
