package home.hearth.hub.storage;

import home.hearth.hub.config.StorageConfig;

/**
 * Where the database key comes from, in order: {@code HEARTH_DB_KEY} as 64 hex digits (a raw
 * key), {@code HEARTH_DB_KEY} as a passphrase (through {@link PassphraseKdf}), or the key file.
 */
public final class KeySource {
    private KeySource() {}

    public static DatabaseKey resolve(StorageConfig settings) {
        if (settings.key().isPresent()) {
            String k = settings.key().get();
            return DatabaseKey.isHex(k) ? DatabaseKey.fromHex(k) : PassphraseKdf.derive(k, settings.dataDir().resolve("hub.db.salt"));
        }
        return KeyFile.readOrCreate(settings.keyFile(), settings.dataDir());
    }
}
