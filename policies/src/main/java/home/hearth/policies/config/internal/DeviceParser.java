package home.hearth.policies.config.internal;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Role;
import home.hearth.policies.config.DeviceRules;
import home.hearth.policies.config.RoleActions;
import home.hearth.policies.devices.ActionKind;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads {@code devices} (per-role actions, confirmations) and {@code identity} (levels per action). */
final class DeviceParser {
    static final String ACTIONS = "read_state, switch, dim, set_temperature, lock, unlock, arm_alarm, disarm_alarm, diagnostics";
    private static final String LEVELS = "verified, uncertain, unknown";
    /** The floor no household can lower: these always need a verified speaker and a yes. */
    static final Set<ActionKind> ALWAYS_GUARDED = Set.of(ActionKind.UNLOCK, ActionKind.DISARM_ALARM);

    private DeviceParser() {}

    static DeviceRules read(Section devices, Section identity) {
        devices.allowOnly(Set.of("roles", "confirm"));
        Section roles = devices.section("roles", "a mapping of roles such as { child: { allow: [switch] } }");
        Map<Role, RoleActions> byRole = new EnumMap<>(Role.class);
        for (String name : roles.keys()) {
            role(roles, name).ifPresent(role -> byRole.put(role, actions(roles.section(name, "a mapping such as { allow: [switch] }"))));
        }
        PolicyNode confirmNode = devices.require("confirm", "a list of actions");
        Set<ActionKind> confirm = Values.names(confirmNode, devices.path("confirm"), ACTIONS, DeviceParser::action, devices.errors());
        if (confirmNode instanceof PolicyNode.ListNode && !confirm.containsAll(ALWAYS_GUARDED)) {
            devices.errors().add(confirmNode, devices.path("confirm"),
                    "expected a list that keeps unlock and disarm_alarm (they always need a confirmation), got " + confirm.size() + " action(s) without them");
        }
        return new DeviceRules(byRole, confirm, levels(identity));
    }

    private static RoleActions actions(Section role) {
        role.allowOnly(Set.of("allow", "rooms"));
        Set<ActionKind> allow = Values.names(role.require("allow", "a list of actions"), role.path("allow"), ACTIONS,
                DeviceParser::action, role.errors());
        Optional<Set<String>> rooms = role.optional("rooms")
                .map(n -> Set.copyOf(new HashSet<>(Values.words(n, role.path("rooms"), "room ids", role.errors()))));
        return new RoleActions(allow, rooms);
    }

    private static Map<ActionKind, IdentityLevel> levels(Section identity) {
        Map<ActionKind, IdentityLevel> out = new EnumMap<>(ActionKind.class);
        for (String name : identity.keys()) {
            ActionKind kind;
            try {
                kind = action(name);
            } catch (IllegalArgumentException e) {
                identity.errorAtKey(name, "unknown key; expected one of " + ACTIONS);
                continue;
            }
            PolicyNode node = identity.require(name, LEVELS);
            String path = identity.path(name);
            Values.name(node, path, LEVELS, t -> IdentityLevel.valueOf(t.toUpperCase(Locale.ROOT)), identity.errors()).ifPresent(level -> {
                if (ALWAYS_GUARDED.contains(kind) && level != IdentityLevel.VERIFIED) {
                    identity.errors().add(node, path, "expected verified (" + kind.wireName()
                            + " always needs a verified identity), got '" + level.wireName() + "'");
                }
                out.put(kind, level);
            });
        }
        ALWAYS_GUARDED.forEach(kind -> out.put(kind, IdentityLevel.VERIFIED));
        return out;
    }

    static ActionKind action(String name) {
        return ActionKind.valueOf(name.trim().toUpperCase(Locale.ROOT));
    }

    private static Optional<Role> role(Section roles, String name) {
        try {
            return Optional.of(Role.parse(name));
        } catch (IllegalArgumentException e) {
            roles.errorAtKey(name, "unknown key; expected one of " + MemoryParser.ROLES);
            return Optional.empty();
        }
    }
}
