package home.hearth.hub.web.memory;

import static home.hearth.hub.web.BodyRules.required;
import static home.hearth.hub.web.BodyRules.requiredText;
import static home.hearth.hub.web.BodyRules.strings;
import static home.hearth.hub.web.BodyRules.within;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.memory.values.MemoryProblem;
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
    /** Every other free-text field (why, evidence, key, unit, session, a search's q) is bounded like a memory's text. */
    private static final int MAX_FIELD = MemoryProblem.MAX_TEXT;
    /** contexts and links: how many, and how long each. */
    private static final int MAX_ITEMS = 50;
    private static final int MAX_ITEM = 200;

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
            contexts = few(strings(contexts, "contexts"), "contexts");
            links = few(strings(links, "links"), "links");
            bounded(why, "why");
            bounded(evidence, "evidence");
            bounded(key, "key");
            bounded(unit, "unit");
            bounded(session, "session");
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
            contexts = few(strings(contexts, "contexts"), "contexts");
            bounded(unit, "unit");
            bounded(why, "why");
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
            bounded(q, "q");
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

    private static void bounded(String value, String field) {
        bounded(value, field, MAX_FIELD);
    }

    private static void bounded(String value, String field, int max) {
        if (value != null && value.length() > max) {
            throw new IllegalArgumentException(field + ": at most " + max + " characters, got " + value.length() + ".");
        }
    }

    private static List<String> few(List<String> values, String field) {
        if (values.size() > MAX_ITEMS) {
            throw new IllegalArgumentException(field + ": at most " + MAX_ITEMS + " entries, got " + values.size() + ".");
        }
        for (int i = 0; i < values.size(); i++) {
            bounded(values.get(i), field + "[" + i + "]", MAX_ITEM);
        }
        return values;
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
