package home.hearth.policies.devices;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.config.DeviceRules;
import home.hearth.policies.config.RoleActions;
import java.util.Set;

/**
 * The device-action rules of a policy, in this order:
 * <ol>
 *   <li>an UNKNOWN speaker is treated as a guest;
 *   <li>the role must allow the action kind ({@code devices.roles}), and a role limited to some rooms
 *       acts only there — otherwise {@link ActionDecision.Deny};
 *   <li>the speaker must be as sure as the action needs ({@code identity}): an UNCERTAIN speaker gets
 *       {@link ActionDecision.AskWhoIsSpeaking}, an UNKNOWN one {@link ActionDecision.Deny};
 *   <li>actions that need a yes ({@code devices.confirm}) get {@link ActionDecision.Confirm} until
 *       {@code confirmed = true}.
 * </ol>
 * Unlocking and disarming always need a VERIFIED speaker and a confirmation, whatever the policy says.
 */
public final class PolicyDeviceActionRules implements DeviceActionRules {
    private static final Set<ActionKind> ALWAYS_GUARDED = Set.of(ActionKind.UNLOCK, ActionKind.DISARM_ALARM);
    private final DeviceRules rules;

    public PolicyDeviceActionRules(DeviceRules rules) {
        this.rules = rules;
    }

    @Override
    public ActionDecision decide(Principal principal, DeviceAction action, boolean confirmed) {
        Role role = principal.level() == IdentityLevel.UNKNOWN ? Role.GUEST : principal.role();
        RoleActions allowed = rules.forRole(role);
        ActionKind kind = action.kind();
        if (!allowed.allow().contains(kind)) {
            return new ActionDecision.Deny(plural(role) + " can't " + ActionWords.phrase(kind) + ".");
        }
        if (allowed.rooms().isPresent() && !allowed.rooms().get().contains(action.room())) {
            return new ActionDecision.Deny(plural(role) + " can only control devices in "
                    + String.join(", ", allowed.rooms().get().stream().sorted().toList()) + ".");
        }
        IdentityLevel needed = ALWAYS_GUARDED.contains(kind) ? IdentityLevel.VERIFIED : rules.minimumFor(kind);
        if (principal.level().ordinal() > needed.ordinal()) {
            return principal.level() == IdentityLevel.UNCERTAIN
                    ? new ActionDecision.AskWhoIsSpeaking("I'm not sure who is speaking — who is it? I need to know before I "
                            + ActionWords.phrase(kind) + ".")
                    : new ActionDecision.Deny("I don't know who is speaking, and only a recognised member can "
                            + ActionWords.phrase(kind) + ".");
        }
        boolean needsYes = ALWAYS_GUARDED.contains(kind) || rules.needConfirmation().contains(kind);
        if (needsYes && !confirmed) {
            return new ActionDecision.Confirm("Are you sure you want me to " + ActionWords.onDevice(kind, action.deviceId()) + "?");
        }
        return new ActionDecision.Allow("OK — " + role.wireName() + "s may " + ActionWords.phrase(kind) + ".");
    }

    private static String plural(Role role) {
        return switch (role) {
            case ADMIN -> "Admins";
            case ADULT -> "Adults";
            case CHILD -> "Children";
            case GUEST -> "Guests";
            case TECHNICIAN -> "Technicians";
        };
    }
}
