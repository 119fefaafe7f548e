package home.hearth.hub.house;

import java.util.Objects;

/**
 * A client account just added or given a new secret: the only moment the secret exists outside the
 * client. Never logged, audited or listed.
 */
public record IssuedClient(AutomationClient client, String secret) {
    public IssuedClient {
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(secret, "secret");
    }

    @Override
    public String toString() {
        return "IssuedClient[" + client.name() + "]";
    }
}
