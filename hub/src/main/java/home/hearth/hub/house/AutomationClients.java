package home.hearth.hub.house;

import home.hearth.devices.broker.EmbeddedBroker;
import home.hearth.hub.house.AutomationClientProblem.Kind;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The automation clients' MQTT accounts of the embedded broker, managed while the hub runs: the
 * ones added here (kept in the database, revocable) and the read-only ones of
 * {@code mqtt.clients-file}. What each may do is its entry in the policy's {@code mqtt.clients}
 * ({@link #rule}). With an external broker the accounts are that broker's business: listing shows
 * none and every change is refused with {@link Kind#EXTERNAL_BROKER}.
 */
public final class AutomationClients {
    private static final Logger LOG = LoggerFactory.getLogger(AutomationClients.class);
    private final AutomationClientStore store;
    private final Optional<EmbeddedBroker> broker;
    private final List<String> fromFile;
    private final Set<String> reserved;
    private final Supplier<MqttAcl> acl;

    AutomationClients(AutomationClientStore store, Optional<EmbeddedBroker> broker, List<String> fromFile,
            Set<String> reserved, Supplier<MqttAcl> acl) {
        this.store = store;
        this.broker = broker;
        this.fromFile = List.copyOf(fromFile);
        this.reserved = Set.copyOf(reserved);
        this.acl = acl;
    }

    /** True when the hub runs its own broker (accounts are managed here). */
    public boolean embedded() {
        return broker.isPresent();
    }

    /** Every account, by name: the file's and the hub's. */
    public List<AutomationClient> all() {
        if (!embedded()) {
            return List.of();
        }
        List<AutomationClient> out = new ArrayList<>(store.all());
        fromFile.forEach(n -> out.add(new AutomationClient(n, AutomationClient.Source.FILE, Optional.empty())));
        out.sort(Comparator.comparing(AutomationClient::name, String.CASE_INSENSITIVE_ORDER));
        return out;
    }

    /** The client's entry in the policy in force; empty means it may do nothing (default deny). */
    public Optional<MqttClientRule> rule(String name) {
        return acl.get().rules().stream().filter(r -> r.username().equals(name)).findFirst();
    }

    /** Adds an account and returns its secret (the only time it is shown). */
    public IssuedClient add(String name, String by) {
        requireEmbedded();
        AutomationClient.requireName(name);
        if (reserved.stream().anyMatch(name::equalsIgnoreCase) || fromFile.stream().anyMatch(name::equalsIgnoreCase)) {
            throw new AutomationClientProblem(Kind.NAME_TAKEN, "The name '" + name + "' is taken by the hub itself or by"
                    + " an account of mqtt.clients-file. Choose another name.");
        }
        IssuedClient issued = store.add(name, by).orElseThrow(() -> new AutomationClientProblem(Kind.NAME_TAKEN,
                "An automation client named '" + name + "' already exists. Revoke it first or choose another name."));
        LOG.info("Automation client {} added by {}", name, by);
        return issued;
    }

    /** Deletes the account and closes its open MQTT connections; answers how many were closed. */
    public int revoke(String name) {
        requireChangeable(name);
        if (!store.remove(name)) {
            throw unknown(name);
        }
        int closed = broker.get().disconnect(name, "this automation client was revoked by the household admin");
        LOG.info("Automation client {} revoked; {} open connection(s) closed", name, closed);
        return closed;
    }

    /** A new secret (shown once); the old one stops working and open connections made with it are closed. */
    public IssuedClient rotate(String name) {
        requireChangeable(name);
        IssuedClient issued = store.rotate(name).orElseThrow(() -> unknown(name));
        broker.get().disconnect(name, "this automation client's secret was replaced; connect with the new one");
        LOG.info("Automation client {} got a new secret", name);
        return issued;
    }

    /** Closes the open connections of clients whose ACL entry changed, so they reconnect under the new one. */
    public void aclChanged(Set<String> names) {
        broker.ifPresent(b -> names.forEach(n -> b.disconnect(n, "the household policy changed what this client may do;"
                + " reconnect to get the new permissions")));
    }

    private void requireChangeable(String name) {
        requireEmbedded();
        if (fromFile.contains(name)) {
            throw new AutomationClientProblem(Kind.READ_ONLY, "'" + name + "' comes from mqtt.clients-file and is read-only"
                    + " here. Remove its line from that file and restart the hub to revoke it.");
        }
    }

    private void requireEmbedded() {
        if (!embedded()) {
            throw new AutomationClientProblem(Kind.EXTERNAL_BROKER, "This hub uses an external MQTT broker (mqtt.url):"
                    + " automation clients' accounts are managed there (Mosquitto: mosquitto_passwd and its ACL file).");
        }
    }

    private static AutomationClientProblem unknown(String name) {
        return new AutomationClientProblem(Kind.UNKNOWN, "There is no automation client named '" + name + "'.");
    }
}
