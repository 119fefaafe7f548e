package home.hearth.policies.devices;

import home.hearth.policies.Principal;

/**
 * Decides whether a principal may act on a device. Every command the hub sends passes here
 * (voice, REST, the MQTT automations API); refusals are audited by the caller.
 */
@FunctionalInterface
public interface DeviceActionRules {
    /**
     * @param principal who asks, with how sure the hub is of them
     * @param action what they ask for
     * @param confirmed whether they already said yes to "are you sure?"
     */
    ActionDecision decide(Principal principal, DeviceAction action, boolean confirmed);
}
