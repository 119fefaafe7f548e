package home.hearth.hub.memory;

import home.hearth.hub.memory.changes.MemoryChange;
import home.hearth.hub.memory.changes.MemoryChanges;
import home.hearth.hub.memory.lifecycle.DecayStore;
import home.hearth.hub.memory.lifecycle.IndexRebuild;
import home.hearth.hub.memory.lifecycle.MemoryMaintenance;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.search.Embedder;
import home.hearth.hub.memory.search.IndexSettings;
import home.hearth.hub.memory.search.LuceneMemoryIndex;
import home.hearth.hub.memory.search.MiniLmEmbedder;
import home.hearth.hub.memory.search.SearchSettings;
import home.hearth.hub.memory.persistence.MemoryBackends;
import home.hearth.hub.memory.persistence.MemoryStore;
import home.hearth.hub.memory.persistence.MemoryUsage;
import home.hearth.hub.memory.persistence.PendingStore;
import home.hearth.hub.memory.values.Memory;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.hub.memory.writing.MemoryTerms;
import home.hearth.hub.database.DatabaseKey;
import home.hearth.hub.database.SchemaMigrator;
import home.hearth.hub.database.SqlCipherDatabase;
import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.policies.Principal;
import home.hearth.policies.Role;
import home.hearth.policies.Scope;
import home.hearth.policies.audit.AuditEvent;
import home.hearth.policies.config.PolicyFiles;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.hub.database.content.ContentCipher;
import home.hearth.hub.database.content.ContentKeys;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The memory use cases over a real encrypted database in a temporary folder, the real Lucene
 * index, the real all-MiniLM-L6-v2 model (loaded once per test JVM) and the real policies (entry
 * gate, read access, retention) with the shipped default policy.
 */
public final class MemoryFixture implements AutoCloseable {
    public static final Principal ALICE = Principal.verified(MemberId.of("alice"), Role.ADULT);
    public static final Principal BOB = Principal.verified(MemberId.of("bob"), Role.ADULT);
    private static Embedder sharedEmbedder;

    public final Path dataDir;
    public final DatabaseKey key = DatabaseKey.random();
    public final MutableClock clock = new MutableClock(Instant.parse("2026-07-15T10:00:00Z"));
    public final List<AuditEvent> audit = new CopyOnWriteArrayList<>();
    /** The changes the write path told its listener, in order. */
    public final List<MemoryChange> changes = new CopyOnWriteArrayList<>();
    /** Recording an audit line with this action ("*": any) fails, inside the memory's transaction. */
    public volatile String auditFailsOn;
    /** Recording an audit line about this memory id fails, inside the memory's transaction. */
    public volatile String auditFailsFor;
    /** While true, the change listener throws. */
    public volatile boolean listenerFails;
    public final Policies policies = new Policies(PolicyFiles.defaults());
    public final RecordingGate gate = new RecordingGate(policies.gate());
    public final SqlCipherDatabase db;
    public final ContentCipher cipher;
    public final MemoryStore store;
    public final PendingStore pending;
    public final LuceneMemoryIndex index;
    public final MemoryBackends backends;
    public final MemoryService service;

    public MemoryFixture(Path dataDir) {
        this(dataDir, null);
    }

    private MemoryFixture(Path dataDir, DatabaseKey reuse) {
        this.dataDir = dataDir;
        DatabaseKey k = reuse == null ? key : reuse;
        db = SqlCipherDatabase.open(dataDir.resolve("hub.db"), k);
        new SchemaMigrator(db.dataSource()).migrate(List.of("hub"));
        cipher = cipher(dataDir);
        store = new MemoryStore(db.dataSource(), cipher);
        pending = new PendingStore(db.dataSource(), cipher);
        MemoryUsage usage = new MemoryUsage(db.dataSource());
        index = new LuceneMemoryIndex(IndexSettings.defaults(384), SearchSettings.DEFAULTS, usage);
        backends = new MemoryBackends(store, usage, index, embedder(), e -> {
            if (auditFailsOn != null && (auditFailsOn.equals("*") || auditFailsOn.equals(e.action()))
                    || auditFailsFor != null && auditFailsFor.equals(e.target())) {
                throw new IllegalStateException("the audit trail is down");
            }
            audit.add(e);
        }, MemoryChanges.of(c -> {
            if (listenerFails) {
                throw new IllegalStateException("the listener is down");
            }
            changes.add(c);
        }), clock);
        service = MemoryService.create(backends, gate, policies.readAccess()::readAccess, pending,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of),
                new MemoryTerms(policies.gate().confirmationTtl(), policies.retention().workingMemoryTtl()));
    }

    /** The same database opened again with its key, as at a restart (a fresh, empty index). */
    public static MemoryFixture reopen(Path dataDir, DatabaseKey key) {
        return new MemoryFixture(dataDir, key);
    }

    /**
     * Content keys for a test database in {@code dir}: {@code dir/keys/member-keys}, the database
     * file itself standing for the data directory they must stay out of (a reopen finds them again).
     */
    public static ContentCipher cipher(Path dir) {
        return new ContentCipher(ContentKeys.open(dir.resolve("keys/member-keys"), dir.resolve("hub.db")));
    }

    public static synchronized Embedder embedder() {
        if (sharedEmbedder == null) {
            sharedEmbedder = new MiniLmEmbedder();
        }
        return sharedEmbedder;
    }

    public long rebuildIndex() {
        return new IndexRebuild(db.dataSource(), backends.embedder(), cipher).into(index);
    }

    public MemoryMaintenance maintenance() {
        return new MemoryMaintenance(backends, new DecayStore(db.dataSource()), pending, policies.retention());
    }

    /** An explicit, confirmed text memory (episodic) in {@code scope}. */
    public Memory remember(Principal who, String scope, String text) {
        WriteOutcome out = service.writer().create(who, MemoryDraft.confirmed(
                new Candidate(text, MemoryKind.EPISODIC, MemorySource.EXPLICIT,
                        Scope.parse(scope, who.member().orElse(null)), Optional.empty()), "test:create"));
        if (out instanceof WriteOutcome.Stored s) {
            return s.memory();
        }
        throw new AssertionError("expected the memory to be stored, got " + out);
    }

    /** An episodic draft of Alice's; {@code confirmed = false} is a spoken "remember that …" the gate asks about. */
    public static MemoryDraft draft(String scope, String text, boolean confirmed) {
        return MemoryWriteTest.draft(scope, text, confirmed);
    }

    public static Duration days(long n) {
        return Duration.ofDays(n);
    }

    @Override
    public void close() {
        backends.usage().close();
        index.close();
        db.close();
    }
}
