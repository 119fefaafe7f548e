package home.hearth.policies.config.internal;

import home.hearth.policies.config.PolicyError;
import home.hearth.policies.config.internal.PolicyNode.ListNode;
import home.hearth.policies.config.internal.PolicyNode.MapNode;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Turns policy YAML text into {@link PolicyNode}s through SnakeYAML's node API (so every node keeps
 * its line), and merges an override over the defaults key by key.
 */
public final class YamlTrees {
    private static final int MAX_CHARS = 1_000_000;

    private YamlTrees() {}

    /** Parses one file; syntax problems and duplicate keys go to {@code errors}. Empty on failure. */
    public static Optional<PolicyNode> read(String file, String text, List<PolicyError> errors) {
        if (text.length() > MAX_CHARS) {
            errors.add(new PolicyError(file, 1, "", "expected a policy file under 1 MB, got " + text.length() + " characters"));
            return Optional.empty();
        }
        try {
            Node root = new Yaml(options()).compose(new StringReader(text));
            if (root == null) {
                return Optional.of(new MapNode(file, 1, Map.of(), Map.of()));
            }
            return Optional.of(convert(file, "", root, errors));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            int line = mark == null ? 1 : mark.getLine() + 1;
            errors.add(new PolicyError(file, line, "", "not valid YAML: " + e.getProblem()));
        } catch (YAMLException e) {
            errors.add(new PolicyError(file, 1, "", "not valid YAML: " + e.getMessage()));
        }
        return Optional.empty();
    }

    private static LoaderOptions options() {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(20);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(20);
        return options;
    }

    private static PolicyNode convert(String file, String path, Node node, List<PolicyError> errors) {
        int line = node.getStartMark().getLine() + 1;
        if (node instanceof MappingNode map) {
            return convertMap(file, path, line, map, errors);
        }
        if (node instanceof SequenceNode seq) {
            List<PolicyNode> items = new ArrayList<>();
            seq.getValue().forEach(n -> items.add(convert(file, path + "[" + items.size() + "]", n, errors)));
            return new ListNode(file, line, items);
        }
        ScalarNode scalar = (ScalarNode) node;
        return new PolicyNode.ScalarNode(file, line, scalar.getValue(), Tag.NULL.equals(scalar.getTag()));
    }

    private static MapNode convertMap(String file, String path, int line, MappingNode map, List<PolicyError> errors) {
        Map<String, PolicyNode> fields = new LinkedHashMap<>();
        Map<String, Integer> keyLines = new HashMap<>();
        for (NodeTuple tuple : map.getValue()) {
            int keyLine = tuple.getKeyNode().getStartMark().getLine() + 1;
            if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                errors.add(new PolicyError(file, keyLine, path, "expected a plain key such as 'retention', got a complex key"));
                continue;
            }
            String keyPath = path.isEmpty() ? key.getValue() : path + "." + key.getValue();
            if (fields.containsKey(key.getValue())) {
                errors.add(new PolicyError(file, keyLine, keyPath,
                        "duplicate key (first on line " + keyLines.get(key.getValue()) + "); write each key once"));
                continue;
            }
            fields.put(key.getValue(), convert(file, keyPath, tuple.getValueNode(), errors));
            keyLines.put(key.getValue(), keyLine);
        }
        return new MapNode(file, line, fields, keyLines);
    }

    /**
     * The override merged over the base: mappings merge key by key (recursively); a list or a
     * scalar in the override replaces the base's value whole.
     */
    public static PolicyNode merge(PolicyNode base, PolicyNode override) {
        if (!(base instanceof MapNode b) || !(override instanceof MapNode o)) {
            return override;
        }
        Map<String, PolicyNode> fields = new LinkedHashMap<>(b.fields());
        Map<String, Integer> keyLines = new HashMap<>(b.keyLines());
        o.fields().forEach((key, value) -> {
            PolicyNode old = fields.get(key);
            fields.put(key, old == null ? value : merge(old, value));
            keyLines.put(key, o.keyLine(key));
        });
        return new MapNode(o.file(), o.line(), fields, keyLines);
    }
}
