package home.hearth.hub.house;

import home.hearth.devices.broker.BrokerAccount;
import home.hearth.hub.config.ConfigException;
import home.hearth.hub.config.PrivateFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The automation clients' broker accounts for the embedded broker: one {@code username:password}
 * per line ({@code #} comments allowed), in a file only its owner can read. What each client may
 * do is the policy's {@code mqtt.clients} ACL; an account without an ACL entry can connect but do
 * nothing (default deny).
 */
final class MqttClientsFile {
    private MqttClientsFile() {}

    static List<BrokerAccount> read(Optional<Path> file) {
        if (file.isEmpty()) {
            return List.of();
        }
        Path f = file.get();
        try {
            if (PrivateFiles.readableByOthers(f)) {
                throw new ConfigException("mqtt.clients-file " + f + " is readable by others; run: chmod 600 " + f);
            }
            List<BrokerAccount> accounts = new ArrayList<>();
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    accounts.add(account(f, i + 1, line));
                }
            }
            return accounts;
        } catch (IOException e) {
            throw new ConfigException("mqtt.clients-file: cannot read " + f + " (" + e.getMessage() + ")");
        }
    }

    private static BrokerAccount account(Path f, int lineNo, String line) {
        int colon = line.indexOf(':');
        if (colon < 1) {
            throw new ConfigException(f + ":" + lineNo + ": expected username:password");
        }
        try {
            return new BrokerAccount(line.substring(0, colon), line.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(f + ":" + lineNo + ": " + e.getMessage());
        }
    }
}
