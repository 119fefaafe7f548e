package home.hearth.policies.config.internal;

import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.config.CategoryRule;
import home.hearth.policies.config.KeySpec;
import home.hearth.policies.config.MemoryTypes;
import home.hearth.policies.config.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** Reads {@code memory.categories} and {@code memory.keys}. */
final class MemoryParser {
    static final String SCOPES = "user, household, room, device, task";
    static final String ROLES = "admin, adult, child, guest, technician";
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");

    private MemoryParser() {}

    static MemoryTypes read(Section memory) {
        Map<String, CategoryRule> categories = categories(memory.section("categories", "a mapping of category names"));
        Map<String, KeySpec> keys = new LinkedHashMap<>();
        Section keySection = memory.section("keys", "a mapping of structured keys");
        for (String key : keySection.keys()) {
            Section spec = keySection.section(key, "a mapping such as { type: temperature, min: 5, max: 35 }");
            checkName(keySection, key, "a key name");
            keys.put(key, key(key, spec, categories.keySet()));
        }
        return new MemoryTypes(categories, keys);
    }

    private static Map<String, CategoryRule> categories(Section section) {
        Map<String, CategoryRule> out = new LinkedHashMap<>();
        for (String name : section.keys()) {
            checkName(section, name, "a category name");
            Section rule = section.section(name, "a mapping such as { scopes: [user], roles: [adult] }")
                    .allowOnly(Set.of("scopes", "roles"));
            Set<ScopeType> scopes = Values.names(rule.require("scopes", "a list of scopes"), rule.path("scopes"), SCOPES,
                    s -> ScopeType.valueOf(s.toUpperCase(Locale.ROOT)), rule.errors());
            Set<Role> roles = Values.names(rule.require("roles", "a list of roles"), rule.path("roles"), ROLES,
                    Role::parse, rule.errors());
            out.put(name, new CategoryRule(name, scopes, roles));
        }
        return out;
    }

    private static KeySpec key(String key, Section spec, Set<String> categories) {
        Errors errors = spec.errors();
        Optional<ValueType> parsed = Values.name(spec.require("type", "a value type"), spec.path("type"),
                "temperature, percent, minutes, time_of_day, enum", ValueType::parse, errors);
        ValueType type = parsed.orElse(ValueType.ENUM);
        boolean numeric = type == ValueType.TEMPERATURE || type == ValueType.PERCENT || type == ValueType.MINUTES;
        spec.allowOnly(parsed.isEmpty() ? Set.of("type", "min", "max", "values", "category")
                : numeric ? Set.of("type", "min", "max", "category")
                : type == ValueType.ENUM ? Set.of("type", "values", "category") : Set.of("type", "category"));
        double[] range = numeric ? range(spec, type) : new double[] {0, 0};
        List<String> values = type == ValueType.ENUM && parsed.isPresent() ? enumValues(spec) : List.of();
        return new KeySpec(key, type, range[0], range[1], values, category(spec, categories));
    }

    private static double[] range(Section spec, ValueType type) {
        double[] bounds = switch (type) {
            case TEMPERATURE -> new double[] {-30, 60};
            case PERCENT -> new double[] {0, 100};
            default -> new double[] {0, 10080};
        };
        Errors errors = spec.errors();
        double min = spec.optional("min").map(n -> Values.number(n, spec.path("min"), bounds[0], bounds[1], errors)).orElse(bounds[0]);
        double max = spec.optional("max").map(n -> Values.number(n, spec.path("max"), bounds[0], bounds[1], errors)).orElse(bounds[1]);
        if (min > max) { // NaN (already reported) compares false
            errors.add(spec.require("max", "a number"), spec.path("max"),
                    "expected a number at least min (" + Values.plain(min) + "), got '" + Values.plain(max) + "'");
            return new double[] {min, min};
        }
        return new double[] {Double.isNaN(min) ? bounds[0] : min, Double.isNaN(max) ? bounds[1] : max};
    }

    private static List<String> enumValues(Section spec) {
        PolicyNode node = spec.require("values", "a list of allowed values");
        List<String> values = Values.words(node, spec.path("values"), "values", spec.errors());
        if (values.isEmpty() && node instanceof PolicyNode.ListNode) {
            spec.errors().add(node, spec.path("values"), "expected at least one allowed value, got an empty list");
        }
        return values;
    }

    private static String category(Section spec, Set<String> categories) {
        PolicyNode node = spec.require("category", "a category");
        String category = Values.scalar(node, spec.path("category"), "a category", spec.errors()).orElse("note");
        if (!categories.isEmpty() && !categories.contains(category)) {
            spec.errors().add(node, spec.path("category"),
                    "expected one of the categories under memory.categories (" + String.join(", ", new TreeSet<>(categories))
                            + "), got '" + category + "'");
        }
        return category;
    }

    private static void checkName(Section parent, String name, String what) {
        if (!NAME.matcher(name).matches()) {
            parent.errorAtKey(name, "expected " + what + " of lowercase letters, digits and _, got '" + name + "'");
        }
    }
}
