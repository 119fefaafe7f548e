package home.hearth.policies.config;

import java.util.Map;
import java.util.Optional;

/** The memory-type allowlist: the categories and the structured keys that exist. */
public record MemoryTypes(Map<String, CategoryRule> categories, Map<String, KeySpec> keys) {
    public MemoryTypes {
        categories = Map.copyOf(categories);
        keys = Map.copyOf(keys);
    }

    public Optional<CategoryRule> category(String name) {
        return Optional.ofNullable(categories.get(name));
    }

    public Optional<KeySpec> key(String name) {
        return Optional.ofNullable(keys.get(name));
    }
}
