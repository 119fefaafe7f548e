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
        PolicyNode typeNode = spec.require("type", "a value type");
        ValueType type = Values.names(new PolicyNode.ListNode(typeNode.file(), typeNode.line(), List.of(typeNode)),
                        spec.path("type"), "temperature, percent, minutes, time_of_day, enum", ValueType::parse, errors)
                .stream().findFirst().orElse(ValueType.ENUM);
        boolean numeric = type == ValueType.TEMPERATURE || type == ValueType.PERCENT || type == ValueType.MINUTES;
        spec.allowOnly(numeric ? Set.of("type", "min", "max", "category")
                : type == ValueType.ENUM ? Set.of("type", "values", "category") : Set.of("type", "category"));
        double[] bounds = switch (type) {
            case TEMPERATURE -> new double[] {-30, 60};
            case PERCENT -> new double[] {0, 100};
            case MINUTES -> new double[] {0, 10080};
            default -> new double[] {0, 0};
        };
        double min = spec.optional("min").map(n -> Values.number(n, spec.path("min"), bounds[0], bounds[1], errors)).orElse(bounds[0]);
        double max = spec.optional("max").map(n -> Values.number(n, spec.path("max"), bounds[0], bounds[1], errors)).orElse(bounds[1]);
        if (min > max) {
            errors.add(spec.require("max", "a number"), spec.path("max"),
                    "expected a number at least min (" + Values.plain(min) + "), got '" + Values.plain(max) + "'");
            max = min;
        }
        List<String> values = type != ValueType.ENUM ? List.of()
                : Values.words(spec.require("values", "a list of allowed values"), spec.path("values"), "values", errors);
        if (type == ValueType.ENUM && values.isEmpty() && spec.optional("values").isPresent()) {
            errors.add(spec.require("values", ""), spec.path("values"), "expected at least one allowed value, got an empty list");
        }
        PolicyNode categoryNode = spec.require("category", "a category");
        String category = Values.scalar(categoryNode, spec.path("category"), "a category", errors).orElse("note");
        if (!categories.isEmpty() && !categories.contains(category)) {
            errors.add(categoryNode, spec.path("category"),
                    "expected one of the categories under memory.categories (" + String.join(", ", new TreeSet<>(categories))
                            + "), got '" + category + "'");
        }
        return new KeySpec(key, type, min, max, values, category);
    }

    private static void checkName(Section parent, String name, String what) {
        if (!NAME.matcher(name).matches()) {
            parent.errorAtKey(name, "expected " + what + " of lowercase letters, digits and _, got '" + name + "'");
        }
    }
}
