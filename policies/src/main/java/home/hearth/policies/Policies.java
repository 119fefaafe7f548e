package home.hearth.policies;

import home.hearth.policies.access.Consents;
import home.hearth.policies.access.MemoryVisibility;
import home.hearth.policies.access.ReadAccessPolicy;
import home.hearth.policies.config.PolicySet;
import home.hearth.policies.devices.DeviceActionRules;
import home.hearth.policies.devices.PolicyDeviceActionRules;
import home.hearth.policies.memory.MemoryEntryGate;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.precedence.Precedence;
import home.hearth.policies.retention.RetentionPolicy;
import java.util.Objects;

/**
 * Every decision of one policy, built once: the hub's composition root makes one from the loaded
 * {@link PolicySet} and swaps the whole object when an admin's policy edit is accepted.
 */
public final class Policies {
    private final PolicySet set;
    private final MemoryEntryGate gate;
    private final DeviceActionRules deviceRules;
    private final MemoryVisibility visibility;
    private final Consents consents;
    private final RetentionPolicy retention;
    private final Precedence precedence;
    private final MqttAcl mqttAcl;

    public Policies(PolicySet set) {
        this.set = Objects.requireNonNull(set, "set");
        this.gate = new MemoryEntryGate(set);
        this.deviceRules = new PolicyDeviceActionRules(set.devices());
        this.visibility = new MemoryVisibility(set.consent());
        this.consents = new Consents(set.consent());
        this.retention = new RetentionPolicy(set.retention());
        this.precedence = new Precedence(set.consent().precedence());
        this.mqttAcl = set.mqttAcl();
    }

    public PolicySet set() {
        return set;
    }

    public MemoryEntryGate gate() {
        return gate;
    }

    public DeviceActionRules deviceRules() {
        return deviceRules;
    }

    public ReadAccessPolicy readAccess() {
        return new ReadAccessPolicy(set.consent());
    }

    public MemoryVisibility visibility() {
        return visibility;
    }

    public Consents consents() {
        return consents;
    }

    public RetentionPolicy retention() {
        return retention;
    }

    public Precedence precedence() {
        return precedence;
    }

    public MqttAcl mqttAcl() {
        return mqttAcl;
    }
}
