package home.hearth.devices.support;

import home.hearth.policies.Principal;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.devices.ActionKind;
import home.hearth.policies.devices.DeviceAction;
import home.hearth.policies.devices.DeviceActionRules;

/** Test rules: unlocking needs a verified adult-or-admin who confirmed; guests may only read; the rest is allowed. */
public final class HouseRules implements DeviceActionRules {
    @Override
    public ActionDecision decide(Principal p, DeviceAction action, boolean confirmed) {
        if (action.kind() == ActionKind.READ_STATE) {
            return new ActionDecision.Allow("reading is fine");
        }
        if (p.level() == home.hearth.policies.IdentityLevel.UNKNOWN) {
            return new ActionDecision.Deny("unknown speakers cannot control devices");
        }
        if (action.kind() == ActionKind.UNLOCK) {
            if (!p.isVerified()) {
                return new ActionDecision.AskWhoIsSpeaking("who is speaking? unlocking needs a known voice");
            }
            return confirmed ? new ActionDecision.Allow("confirmed")
                    : new ActionDecision.Confirm("are you sure you want to unlock the front door?");
        }
        return new ActionDecision.Allow("allowed");
    }
}
