package home.hearth.hub.policy;

import home.hearth.hub.config.ConfigException;
import home.hearth.policies.Policies;
import home.hearth.policies.Principal;
import home.hearth.policies.audit.AuditEvents;
import home.hearth.policies.audit.AuditTrail;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFileException;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.devices.DeviceActionRules;
import home.hearth.policies.memory.GateDecision;
import home.hearth.policies.memory.GateRequest;
import home.hearth.policies.memory.ReadAccess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.Optional;

/**
 * The household policy in force, replaceable while the hub runs: an admin's edit is parsed in full
 * first and takes effect only when it has no error; otherwise it is refused with every error and
 * the old policy stays. Either way the change is audited. The entry gate, read access (with its
 * consent settings), device rules, retention and decay always ask the policy in force. The MQTT
 * client accounts and their ACL are given to the broker when it starts: an edit that changes them is
 * refused with a message saying so (edit the file and restart the hub instead).
 */
public final class LivePolicies {
    private final Optional<Path> file;
    private final AuditTrail audit;
    private final Clock clock;
    private volatile Policies current;

    public LivePolicies(Policies initial, Optional<Path> file, AuditTrail audit, Clock clock) {
        this.current = initial;
        this.file = file;
        this.audit = audit;
        this.clock = clock;
    }

    public Policies current() {
        return current;
    }

    public GateDecision screen(GateRequest request) {
        return current.gate().screen(request);
    }

    public ReadAccess readAccess(Principal principal) {
        return current.readAccess().readAccess(principal);
    }

    public DeviceActionRules deviceRules() {
        return (principal, action, confirmed) -> current.deviceRules().decide(principal, action, confirmed);
    }

    /** The household's override as it is on disk, or the shipped defaults when there is none. */
    public String text() {
        if (file.isPresent() && Files.isRegularFile(file.get())) {
            try {
                return Files.readString(file.get(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new ConfigException("policy.file: cannot read " + file.get() + " (" + e.getMessage() + ")");
            }
        }
        return PolicyFiles.defaultText();
    }

    /**
     * Replaces the override with {@code yaml} if it parses without error, writing the file
     * atomically; otherwise throws {@link PolicyFileException} and changes nothing.
     */
    public synchronized void replace(String yaml, Principal who) {
        Path target = file.orElseThrow(() -> new ConfigException(
                "no household policy file is configured (policy.file / HEARTH_POLICY_FILE), so edits cannot be kept"));
        String name = target.getFileName().toString();
        Policies next;
        try {
            next = new Policies(PolicyFiles.withOverride(new NamedText(name, yaml)));
        } catch (PolicyFileException e) {
            audit.record(AuditEvents.policyChanged(clock.instant(), who, name, e.errors().size()));
            throw e;
        }
        if (!next.set().mqttClients().equals(current.set().mqttClients())) {
            audit.record(AuditEvents.policyChanged(clock.instant(), who, name, 1));
            throw new ConfigException("mqtt.clients: the MQTT client accounts and their topic ACL are read when the broker"
                    + " starts, so they cannot change while the hub runs; the old policy stays in force. Edit " + name
                    + " and restart the hub to change them.");
        }
        write(target, yaml);
        current = next;
        audit.record(AuditEvents.policyChanged(clock.instant(), who, name, 0));
    }

    private static void write(Path target, String yaml) {
        try {
            Path tmp = target.resolveSibling(target.getFileName() + ".new");
            Files.writeString(tmp, yaml, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new ConfigException("policy.file: cannot write " + target + " (" + e.getMessage() + ")");
        }
    }
}
