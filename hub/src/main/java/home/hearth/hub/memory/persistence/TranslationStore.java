package home.hearth.hub.memory.persistence;

import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.search.Translations;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Memory translations at rest (table {@code memory_translation}), beside the memory they were made
 * from and deleted with it. A translation counts only while it matches the memory's current text
 * and the current embedder; otherwise it is made again. Its text and vector are sealed with the
 * memory owner's content key like the memory itself, and the text it was made from is recognised
 * by a keyed fingerprint ({@link ContentCipher#fingerprint}), never a plain hash.
 */
public final class TranslationStore implements Translations {
    private final Jdbc jdbc;
    private final Supplier<String> embedderName;
    private final ContentCipher cipher;

    /** @param embedderName the current embedder's name: vectors from another model are not used */
    public TranslationStore(DataSource dataSource, Supplier<String> embedderName, ContentCipher cipher) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.embedderName = embedderName;
        this.cipher = cipher;
    }

    /** What the index needs: the translation of exactly this text, embedded by the current model. */
    @Override
    public Optional<TranslatedText> of(String memoryId, String text) {
        return jdbc.call("read a memory translation", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT t.text, t.vector, t.source_hash, m.owner"
                    + " FROM memory_translation t JOIN memory m ON m.id = t.memory_id WHERE t.memory_id = ? AND t.model = ?")) {
                p.setString(1, memoryId);
                p.setString(2, embedderName.get());
                try (ResultSet r = p.executeQuery()) {
                    if (!r.next() || !matches(r.getLong(3), key(r.getString(4)), text)) {
                        return Optional.<TranslatedText>empty();
                    }
                    Optional<String> opened = cipher.open(r.getString(1));
                    Optional<byte[]> vector = cipher.openBytes(r.getBytes(2));
                    return opened.isEmpty() || vector.isEmpty() ? Optional.<TranslatedText>empty()
                            : Optional.of(new TranslatedText(opened.get(), VectorBytes.fromBytes(vector.get())));
                }
            }
        });
    }

    /**
     * Keeps the translation of {@code sourceText}, replacing any older one. A memory deleted in the
     * meantime stores nothing (the row needs its memory), and no error is raised for it.
     */
    public boolean save(String memoryId, String sourceText, String language, TranslatedText translation) {
        return jdbc.inTransaction("keep a memory translation", c -> {
            Optional<String> owner = owner(c, memoryId);
            if (owner.isEmpty()) {
                return false;
            }
            String key = owner.get();
            java.util.OptionalLong source = cipher.fingerprint(key, sourceText);
            if (source.isEmpty()) {
                return false; // its owner was erased meanwhile
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO memory_translation"
                    + " (memory_id, language, text, source_hash, model, vector) VALUES (?, ?, ?, ?, ?, ?)"
                    + " ON CONFLICT(memory_id) DO UPDATE SET language = excluded.language, text = excluded.text,"
                    + " source_hash = excluded.source_hash, model = excluded.model, vector = excluded.vector")) {
                p.setString(1, memoryId);
                p.setString(2, language);
                p.setString(3, cipher.seal(key, translation.text()));
                p.setLong(4, source.getAsLong());
                p.setString(5, embedderName.get());
                p.setBytes(6, cipher.sealBytes(key, VectorBytes.toBytes(translation.vector())));
                return p.executeUpdate() == 1;
            }
        });
    }

    /** Active memories with no usable translation, oldest first: what the catch-up after a start translates. */
    public List<String> untranslated(int limit) {
        return jdbc.call("list untranslated memories", c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT m.id, m.text, t.source_hash, t.model, m.owner, t.text"
                    + " FROM memory m LEFT JOIN memory_translation t ON t.memory_id = m.id WHERE m.status = 'active'"
                    + " ORDER BY m.created_at")) {
                try (ResultSet r = p.executeQuery()) {
                    while (r.next() && ids.size() < limit) {
                        Optional<String> text = cipher.open(r.getString(2));
                        if (text.isEmpty()) {
                            continue; // erased with its owner's key
                        }
                        String key = key(r.getString(5));
                        boolean current = r.getObject(3) != null && ContentCipher.isSealed(r.getString(6))
                                && matches(r.getLong(3), key, text.get())
                                && embedderName.get().equals(r.getString(4));
                        if (!current) {
                            ids.add(r.getString(1));
                        }
                    }
                }
            }
            return ids;
        });
    }

    /** How many translations are kept (for tests and {@code /health}). */
    public long count() {
        return jdbc.call("count memory translations", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT count(*) FROM memory_translation");
                    ResultSet r = p.executeQuery()) {
                return r.next() ? r.getLong(1) : 0L;
            }
        });
    }

    private boolean matches(long stored, String key, String text) {
        java.util.OptionalLong now = cipher.fingerprint(key, text);
        return now.isPresent() && now.getAsLong() == stored;
    }

    /** The content key of memory {@code id}'s owner; empty when the memory is gone. */
    private static Optional<String> owner(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT owner FROM memory WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(key(r.getString(1))) : Optional.empty();
            }
        }
    }

    private static String key(String owner) {
        return ContentOwner.of(Optional.ofNullable(owner));
    }
}
