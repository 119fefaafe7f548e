package home.hearth.hub.house;

import home.hearth.devices.broker.LiveAccounts;
import home.hearth.hub.database.StorageException;
import home.hearth.policies.Sha256;
import home.hearth.storage.Jdbc;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The automation clients added from /admin (table {@code hub_automation_clients}): each secret is
 * 32 random bytes shown once as {@code hmqtt_<base64url>}, stored only as its SHA-256. The embedded
 * broker asks {@link #accepts} on every connect, so the table is the live account set.
 */
final class AutomationClientStore implements LiveAccounts {
    static final String PREFIX = "hmqtt_";
    private final Jdbc sql;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    AutomationClientStore(DataSource dataSource, Clock clock) {
        this.sql = new Jdbc(dataSource, "the automation clients", StorageException::new);
        this.clock = clock;
    }

    /** Adds {@code name}; empty when that name (in any letter case) is already taken. */
    Optional<IssuedClient> add(String name, String by) {
        String secret = newSecret();
        Instant now = clock.instant();
        int added = sql.call("add automation client " + name, c -> Jdbc.update(c,
                "INSERT INTO hub_automation_clients(name, secret_hash, created_at, created_by) VALUES (?,?,?,?)"
                        + " ON CONFLICT(name) DO NOTHING", name, Sha256.hex(secret), now.toString(), by));
        return added == 0 ? Optional.empty()
                : Optional.of(new IssuedClient(new AutomationClient(name, AutomationClient.Source.HUB, Optional.of(now)), secret));
    }

    /** A new secret for {@code name} (the old one stops working); empty when there is no such client. */
    Optional<IssuedClient> rotate(String name) {
        String secret = newSecret();
        int changed = sql.call("give automation client " + name + " a new secret", c -> Jdbc.update(c,
                "UPDATE hub_automation_clients SET secret_hash=? WHERE name=? COLLATE BINARY",
                Sha256.hex(secret), name));
        return changed == 0 ? Optional.empty() : find(name).map(client -> new IssuedClient(client, secret));
    }

    /** Deletes {@code name}'s account; false when there is none. */
    boolean remove(String name) {
        return sql.call("revoke automation client " + name, c -> Jdbc.update(c,
                "DELETE FROM hub_automation_clients WHERE name=? COLLATE BINARY", name) > 0);
    }

    List<AutomationClient> all() {
        return sql.call("list the automation clients", c -> {
            List<AutomationClient> out = new ArrayList<>();
            try (PreparedStatement ps = Jdbc.prepare(c, "SELECT name, created_at FROM hub_automation_clients ORDER BY name");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new AutomationClient(rs.getString(1), AutomationClient.Source.HUB,
                            Optional.of(Instant.parse(rs.getString(2)))));
                }
            }
            return out;
        });
    }

    Optional<AutomationClient> find(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }

    @Override
    public boolean accepts(String username, byte[] password) {
        if (password.length > 200) {
            return false;
        }
        Optional<String> stored = sql.call("check an automation client's secret", c -> {
            try (PreparedStatement ps = Jdbc.prepare(c,
                    "SELECT secret_hash FROM hub_automation_clients WHERE name=? COLLATE BINARY", username);
                    ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
            }
        });
        return stored.isPresent() && MessageDigest.isEqual(stored.get().getBytes(StandardCharsets.US_ASCII),
                Sha256.hex(password).getBytes(StandardCharsets.US_ASCII));
    }

    private String newSecret() {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }
}
