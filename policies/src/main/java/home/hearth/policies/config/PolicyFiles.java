package home.hearth.policies.config;

import home.hearth.policies.config.internal.Errors;
import home.hearth.policies.config.internal.PolicyNode;
import home.hearth.policies.config.internal.PolicyParser;
import home.hearth.policies.config.internal.YamlTrees;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads policy YAML into a {@link PolicySet}. The hub reads the files; this class sees text only.
 *
 * <p>Contract: every problem is reported at once in a {@link PolicyFileException}, each with the
 * file, the line and the expected form ({@code household-policy.yaml:12: retention.episodic:
 * expected a duration such as 365d, 12h or 30m, or never, got 'forever'}). Unknown keys are errors.
 * A broken override never falls back to the defaults: the caller refuses to start, or rejects the
 * edit and keeps the old policy.
 */
public final class PolicyFiles {
    /** The name default-policy errors cite. */
    public static final String DEFAULT_NAME = "default-policy.yaml";
    private static final String RESOURCE = "/home/hearth/policies/default-policy.yaml";

    private PolicyFiles() {}

    /** Parses one complete policy file (every section present). */
    public static PolicySet parse(String fileName, String yaml) {
        return load(new NamedText(fileName, yaml), Optional.empty());
    }

    /** The default policy text merged with the household's override, key by key. */
    public static PolicySet load(String defaultYaml, Optional<NamedText> override) {
        return load(new NamedText(DEFAULT_NAME, defaultYaml), override);
    }

    /** The shipped defaults merged with the household's override (the hub's usual call). */
    public static PolicySet withOverride(NamedText override) {
        return load(defaultText(), Optional.of(override));
    }

    /** The shipped default policy. */
    public static PolicySet defaults() {
        return load(defaultText(), Optional.empty());
    }

    /** The shipped default policy's text (to show on the admin page, or to start an override from). */
    public static String defaultText() {
        try (InputStream in = PolicyFiles.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default policy " + RESOURCE + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the default policy " + RESOURCE, e);
        }
    }

    private static PolicySet load(NamedText base, Optional<NamedText> override) {
        Errors errors = new Errors();
        Optional<PolicyNode> baseTree = YamlTrees.read(base.name(), base.text(), errors.sink());
        Optional<PolicyNode> overrideTree = override.flatMap(o -> YamlTrees.read(o.name(), o.text(), errors.sink()));
        if (!errors.isEmpty() || baseTree.isEmpty()) {
            throw new PolicyFileException(errors.list());
        }
        PolicyNode merged = overrideTree.map(o -> YamlTrees.merge(baseTree.get(), o)).orElse(baseTree.get());
        Optional<PolicySet> set = PolicyParser.read(merged, errors);
        if (set.isEmpty()) {
            throw new PolicyFileException(errors.list());
        }
        return set.get();
    }
}
