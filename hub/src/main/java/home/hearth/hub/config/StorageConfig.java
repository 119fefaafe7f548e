package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where data lives and where its key comes from.
 *
 * @param dataDir the data directory (the encrypted database and nothing readable)
 * @param keyFile the key file, outside the data directory, created 0600 at first start
 * @param key {@code HEARTH_DB_KEY}: 64 hex digits (a raw key) or a passphrase; wins over the key file
 */
public record StorageConfig(Path dataDir, Path keyFile, Optional<String> key) {
    @Override
    public String toString() {
        return "StorageConfig[dataDir=" + dataDir + ", keyFile=" + keyFile + ", key=" + (key.isPresent() ? "(set)" : "(none)") + "]";
    }
}
