/**
 * Device-action rules: {@link home.hearth.policies.devices.DeviceActionRules} is the contract every
 * command passes; {@link home.hearth.policies.devices.PolicyDeviceActionRules} implements it from a policy.
 */
package home.hearth.policies.devices;
