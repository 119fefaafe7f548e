package home.hearth.policies.config.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A YAML node with the file and line it came from, so merged trees still cite the right place. */
public sealed interface PolicyNode {
    String file();

    int line();

    /** Stands in for a key already reported missing, so readers do not report it twice. */
    static PolicyNode placeholder(String file, int line) {
        return new ScalarNode(file, line, "\u0000missing", true);
    }

    static boolean isPlaceholder(PolicyNode node) {
        return node instanceof ScalarNode s && s.isNull() && s.value().equals("\u0000missing");
    }

    /** What a person would call this node in an error ("a mapping", "'forever'"). */
    String describe();

    /** A mapping; {@code keyLines} holds the line of each key. */
    record MapNode(String file, int line, Map<String, PolicyNode> fields, Map<String, Integer> keyLines)
            implements PolicyNode {
        public MapNode {
            fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
            keyLines = Map.copyOf(keyLines);
        }

        public int keyLine(String key) {
            return keyLines.getOrDefault(key, line);
        }

        @Override
        public String describe() {
            return "a mapping";
        }
    }

    record ListNode(String file, int line, List<PolicyNode> items) implements PolicyNode {
        public ListNode {
            items = List.copyOf(items);
        }

        @Override
        public String describe() {
            return "a list";
        }
    }

    /** A scalar; {@code isNull} for an empty value ({@code key:} with nothing after it). */
    record ScalarNode(String file, int line, String value, boolean isNull) implements PolicyNode {
        @Override
        public String describe() {
            return isNull ? "nothing" : "'" + value + "'";
        }
    }
}
