package home.hearth.devices;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a YAML inventory. The format:
 *
 * <pre>
 * devices:
 *   - id: front-door-lock              # optional, else made from the name
 *     name: Front door lock
 *     room: hall                       # optional
 *     capabilities: [lock]
 *     topic: zigbee2mqtt/front_door_lock
 *     aliases: [front door, the door]  # optional
 * </pre>
 *
 * Any error is a {@link DevicesException} naming the source, the line and the rule broken.
 */
public final class InventoryFile {
    private static final Set<String> KEYS = Set.of("id", "name", "room", "capabilities", "topic", "aliases");

    private InventoryFile() {}

    public static List<Device> load(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
        } catch (IOException e) {
            throw new DevicesException("cannot read inventory file " + file + ": " + e.getMessage(), e);
        }
    }

    public static List<Device> parse(String text, String source) {
        Node root;
        try {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).compose(new java.io.StringReader(text));
        } catch (MarkedYAMLException e) {
            int line = e.getProblemMark() == null ? 0 : e.getProblemMark().getLine() + 1;
            throw new DevicesException(source + " line " + line + ": not valid YAML (" + e.getProblem() + ")", e);
        } catch (YAMLException e) {
            throw new DevicesException(source + ": not valid YAML (" + e.getMessage() + ")", e);
        }
        if (!(root instanceof MappingNode map) || !(value(map, "devices") instanceof SequenceNode list)) {
            throw new DevicesException(source + " line " + line(root) + ": the file must have a 'devices:' list");
        }
        List<Device> out = new ArrayList<>();
        Set<DeviceId> seen = new HashSet<>();
        for (Node item : list.getValue()) {
            Device d = device(item, source);
            if (!seen.add(d.id())) {
                throw new DevicesException(source + " line " + line(item) + ": device id " + d.id() + " appears twice");
            }
            out.add(d);
        }
        return out;
    }

    private static Device device(Node node, String source) {
        if (!(node instanceof MappingNode map)) {
            throw new DevicesException(source + " line " + line(node) + ": each device must be a mapping of "
                    + "id, name, room, capabilities, topic, aliases");
        }
        for (NodeTuple t : map.getValue()) {
            String key = scalar(t.getKeyNode(), source, "key");
            if (!KEYS.contains(key)) {
                throw new DevicesException(source + " line " + line(t.getKeyNode()) + ": unknown key '" + key
                        + "' (allowed: id, name, room, capabilities, topic, aliases)");
            }
        }
        try {
            String name = required(map, "name", source);
            Node id = value(map, "id");
            return new Device(id == null ? DeviceId.slug(name) : DeviceId.of(scalar(id, source, "id")), name,
                    optional(map, "room", source), capabilities(map, source),
                    DeviceTopic.parse(required(map, "topic", source)), strings(value(map, "aliases"), source));
        } catch (IllegalArgumentException e) {
            throw new DevicesException(source + " line " + line(node) + ": " + e.getMessage(), e);
        }
    }

    private static Set<Capability> capabilities(MappingNode map, String source) {
        List<String> names = strings(value(map, "capabilities"), source);
        if (names.isEmpty()) {
            throw new DevicesException(source + " line " + line(map) + ": a device needs a 'capabilities' list");
        }
        Set<Capability> out = EnumSet.noneOf(Capability.class);
        names.forEach(n -> out.add(Capability.parse(n)));
        return out;
    }

    private static List<String> strings(Node node, String source) {
        if (node == null) {
            return List.of();
        }
        if (!(node instanceof SequenceNode seq)) {
            throw new DevicesException(source + " line " + line(node) + ": expected a list such as [a, b]");
        }
        return seq.getValue().stream().map(n -> scalar(n, source, "list item")).toList();
    }

    private static String required(MappingNode map, String key, String source) {
        Node n = value(map, key);
        if (n == null) {
            throw new DevicesException(source + " line " + line(map) + ": a device needs '" + key + "'");
        }
        return scalar(n, source, key);
    }

    private static String optional(MappingNode map, String key, String source) {
        Node n = value(map, key);
        return n == null ? "" : scalar(n, source, key);
    }

    private static String scalar(Node node, String source, String what) {
        if (!(node instanceof ScalarNode s)) {
            throw new DevicesException(source + " line " + line(node) + ": " + what + " must be a plain value");
        }
        return s.getValue();
    }

    private static Node value(MappingNode map, String key) {
        for (NodeTuple t : map.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                return t.getValueNode();
            }
        }
        return null;
    }

    private static int line(Node node) {
        return node == null ? 1 : node.getStartMark().getLine() + 1;
    }
}
