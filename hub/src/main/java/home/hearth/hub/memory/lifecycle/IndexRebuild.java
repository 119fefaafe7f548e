package home.hearth.hub.memory.lifecycle;

import home.hearth.hub.memory.internal.Times;
import home.hearth.hub.memory.internal.VectorBytes;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexedMemory;
import home.hearth.hub.memory.search.MemoryIndex;
import home.hearth.hub.memory.search.Validity;
import home.hearth.hub.database.StorageException;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentOwner;
import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.ScopeType;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
import home.hearth.storage.Transactions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Rebuilds the in-memory index from the database at start: every active memory with its stored
 * embedding, streamed row by row. Only memories embedded by another model (the household switched
 * embedders) are embedded again, and their new vectors stored. The index holds opened text and
 * vectors, in memory only (never a file, so no backup carries it); memories whose content key was
 * destroyed are left out.
 */
public final class IndexRebuild {
    private static final Logger LOG = LoggerFactory.getLogger(IndexRebuild.class);
    private static final String SQL = "SELECT m.id, m.text, e.vector, m.scope_type, m.scope_id, m.owner, m.sensitive,"
            + " m.consent, m.valid_from, m.valid_until, m.contexts, m.about_consent, e.model, m.about_member, m.created_at FROM memory m"
            + " JOIN memory_embedding e ON e.memory_id = m.id WHERE m.status = 'active'";
    private final DataSource dataSource;
    private final Embedder embedder;
    private final ContentCipher cipher;

    /** @param embedder the current model: memories embedded by another model are embedded again and stored */
    public IndexRebuild(DataSource dataSource, Embedder embedder, ContentCipher cipher) {
        this.dataSource = dataSource;
        this.embedder = embedder;
        this.cipher = cipher;
    }

    /** Replaces the index's content with the database's active memories; returns how many. */
    public long into(MemoryIndex index) {
        long start = System.nanoTime();
        Map<String, byte[]> renewed = new LinkedHashMap<>();
        long n;
        try (Connection c = dataSource.getConnection(); PreparedStatement p = c.prepareStatement(SQL);
                ResultSet r = p.executeQuery(); Stream<IndexedMemory> rows = stream(r, renewed)) {
            n = index.rebuild(rows);
        } catch (SQLException e) {
            throw new StorageException("the memory index could not be rebuilt from the database: " + e.getMessage(), e);
        }
        store(renewed);
        LOG.info("Memory index rebuilt from the database: {} memories ({} embedded again with {}) in {} ms", n,
                renewed.size(), embedder.name(), (System.nanoTime() - start) / 1_000_000);
        return n;
    }

    private void store(Map<String, byte[]> renewed) {
        if (renewed.isEmpty()) {
            return;
        }
        try {
            Transactions.run(dataSource, c -> {
                try (PreparedStatement p = c.prepareStatement(
                        "UPDATE memory_embedding SET model = ?, vector = ? WHERE memory_id = ?")) {
                    for (Map.Entry<String, byte[]> e : renewed.entrySet()) {
                        p.setString(1, embedder.name());
                        p.setBytes(2, e.getValue());
                        p.setString(3, e.getKey());
                        p.addBatch();
                    }
                    return p.executeBatch();
                }
            });
        } catch (SQLException e) {
            throw new StorageException("the new embeddings could not be stored: " + e.getMessage(), e);
        }
    }

    private Stream<IndexedMemory> stream(ResultSet r, Map<String, byte[]> renewed) {
        Spliterator<IndexedMemory> rows = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE, Spliterator.ORDERED) {
            @Override
            public boolean tryAdvance(Consumer<? super IndexedMemory> action) {
                try {
                    while (r.next()) {
                        Optional<IndexedMemory> m = row(r, renewed);
                        if (m.isPresent()) {
                            action.accept(m.get());
                            return true;
                        }
                    }
                    return false;
                } catch (SQLException e) {
                    throw new StorageException("reading memories for the index failed: " + e.getMessage(), e);
                }
            }
        };
        return StreamSupport.stream(rows, false);
    }

    /** The row's memory, opened; empty when its owner's key is gone (erased). */
    private Optional<IndexedMemory> row(ResultSet r, Map<String, byte[]> renewed) throws SQLException {
        Optional<String> text = cipher.open(r.getString(2));
        Optional<byte[]> stored = cipher.openBytes(r.getBytes(3));
        if (text.isEmpty() || stored.isEmpty()) {
            return Optional.empty();
        }
        Scope scope = new Scope(ScopeType.valueOf(r.getString(4).toUpperCase(Locale.ROOT)), r.getString(5));
        Optional<MemberId> owner = Optional.ofNullable(r.getString(6)).map(MemberId::new);
        MemoryFacts access = new MemoryFacts(scope, owner, r.getInt(7) == 1, ConsentState.parse(r.getString(8)),
                Optional.ofNullable(r.getString(14)).map(MemberId::new), ConsentState.parse(r.getString(12)));
        String contexts = cipher.open(r.getString(11)).orElse("");
        Validity validity = new Validity(Times.optional(r.getString(9)), Times.optional(r.getString(10)),
                contexts.isBlank() ? java.util.Set.of()
                        : Arrays.stream(contexts.split(",")).collect(Collectors.toUnmodifiableSet()));
        float[] vector = VectorBytes.fromBytes(stored.get());
        if (!embedder.name().equals(r.getString(13)) || vector.length != embedder.dimension()) {
            vector = embedder.embed(text.get());
            renewed.put(r.getString(1), cipher.sealBytes(ContentOwner.of(owner.map(MemberId::value)),
                    VectorBytes.toBytes(vector)));
        }
        return Optional.of(new IndexedMemory(r.getString(1), text.get(), vector, access, validity,
                Times.optional(r.getString(15))));
    }
}
