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
import home.hearth.policies.mqtt.MqttClientRule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The household policy in force, replaceable while the hub runs: an admin's edit is parsed in full
 * first and takes effect only when it has no error; otherwise it is refused with every error and
 * the old policy stays. Either way the change is audited. The entry gate, read access (with its
 * consent settings), device rules, retention and decay always ask the policy in force. So do the
 * embedded broker (at each connect) and the automations API (at each request) for the MQTT ACL; an
 * edit that changes some clients' {@code mqtt.clients} entries tells {@link #whenMqttClientsChange}
 * listeners their names, so their open connections are closed and they reconnect under the new entry.
 */
public final class LivePolicies {
    private final Optional<Path> file;
    private final AuditTrail audit;
    private final Clock clock;
    private final List<Consumer<Set<String>>> mqttListeners = new CopyOnWriteArrayList<>();
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
        write(target, yaml);
        Set<String> changed = changedClients(current.set().mqttClients(), next.set().mqttClients());
        current = next;
        audit.record(AuditEvents.policyChanged(clock.instant(), who, name, 0));
        if (!changed.isEmpty()) {
            mqttListeners.forEach(l -> l.accept(changed));
        }
    }

    /** {@code listener} hears the names of MQTT clients whose ACL entry an edit added, changed or removed. */
    public void whenMqttClientsChange(Consumer<Set<String>> listener) {
        mqttListeners.add(listener);
    }

    private static Set<String> changedClients(List<MqttClientRule> before, List<MqttClientRule> after) {
        Map<String, MqttClientRule> old = before.stream().collect(Collectors.toMap(MqttClientRule::username, r -> r, (a, b) -> a));
        Map<String, MqttClientRule> now = after.stream().collect(Collectors.toMap(MqttClientRule::username, r -> r, (a, b) -> a));
        Set<String> changed = new TreeSet<>();
        old.forEach((n, r) -> {
            if (!r.equals(now.get(n))) {
                changed.add(n);
            }
        });
        now.keySet().stream().filter(n -> !old.containsKey(n)).forEach(changed::add);
        return changed;
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
