package home.hearth.policies.config;

import java.util.Objects;

/**
 * A policy file's text with the name errors should cite ({@code household-policy.yaml}). The hub
 * reads the file; this module only sees its text.
 */
public record NamedText(String name, String text) {
    public NamedText {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a policy file needs a name for its error messages, got a blank one");
        }
    }
}
