package home.hearth.hub.memory.persistence;

import home.hearth.hub.database.StorageException;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.search.TranslatedText;
import home.hearth.hub.memory.search.Translations;
import home.hearth.storage.Jdbc;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * Memory translations at rest (table {@code memory_translation}), beside the memory they were made
 * from and deleted with it. A translation counts only while it matches the memory's current text
 * (by a hash of the text it was made from) and the current embedder; otherwise it is made again.
 */
public final class TranslationStore implements Translations {
    private final Jdbc jdbc;
    private final Supplier<String> embedderName;

    /** @param embedderName the current embedder's name: vectors from another model are not used */
    public TranslationStore(DataSource dataSource, Supplier<String> embedderName) {
        this.jdbc = new Jdbc(dataSource, "the memory store", StorageException::new);
        this.embedderName = embedderName;
    }

    /** What the index needs: the translation of exactly this text, embedded by the current model. */
    @Override
    public Optional<TranslatedText> of(String memoryId, String text) {
        return jdbc.call("read a memory translation", c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT text, vector FROM memory_translation WHERE memory_id = ? AND source_hash = ? AND model = ?")) {
                p.setString(1, memoryId);
                p.setLong(2, sourceHash(text));
                p.setString(3, embedderName.get());
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(new TranslatedText(r.getString(1), VectorBytes.fromBytes(r.getBytes(2))))
                            : Optional.empty();
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
            try (PreparedStatement p = c.prepareStatement("INSERT INTO memory_translation"
                    + " (memory_id, language, text, source_hash, model, vector)"
                    + " SELECT id, ?, ?, ?, ?, ? FROM memory WHERE id = ?"
                    + " ON CONFLICT(memory_id) DO UPDATE SET language = excluded.language, text = excluded.text,"
                    + " source_hash = excluded.source_hash, model = excluded.model, vector = excluded.vector")) {
                p.setString(1, language);
                p.setString(2, translation.text());
                p.setLong(3, sourceHash(sourceText));
                p.setString(4, embedderName.get());
                p.setBytes(5, VectorBytes.toBytes(translation.vector()));
                p.setString(6, memoryId);
                return p.executeUpdate() == 1;
            }
        });
    }

    /** Active memories with no usable translation, oldest first: what the catch-up after a start translates. */
    public List<String> untranslated(int limit) {
        return jdbc.call("list untranslated memories", c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT m.id, m.text, t.source_hash, t.model FROM memory m"
                    + " LEFT JOIN memory_translation t ON t.memory_id = m.id WHERE m.status = 'active'"
                    + " ORDER BY m.created_at")) {
                try (ResultSet r = p.executeQuery()) {
                    while (r.next() && ids.size() < limit) {
                        boolean current = r.getObject(3) != null && r.getLong(3) == sourceHash(r.getString(2))
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

    /** A stable hash of the exact text a translation was made from (the first 64 bits of its SHA-256). */
    static long sourceHash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(d).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
