/**
 * Memories: what a household tells Hearth, kept with its owner, scope, provenance and validity in
 * the encrypted database, and found again only by those allowed to see it.
 *
 * <p>The vocabulary, from the outside in:
 * <ul>
 *   <li>{@link home.hearth.hub.memory.MemoryService} — the use cases, built together:
 *       {@link home.hearth.hub.memory.writing.MemoryWriter} (every write through the {@link home.hearth.hub.memory.writing.EntryGate}),
 *       {@link home.hearth.hub.memory.reading.MemoryReader}, {@link home.hearth.hub.memory.writing.MemoryEditor},
 *       {@link home.hearth.hub.memory.reading.MemorySearcher}. Each call takes the {@link home.hearth.policies.Principal};
 *       what it may not see is "not found".
 *   <li>{@link home.hearth.hub.memory.values.Memory} — content, ownership, provenance, lifecycle, stats.
 *   <li>{@link home.hearth.hub.memory.storage.MemoryStore}, {@link home.hearth.hub.memory.storage.MemoryUsage},
 *       {@link home.hearth.hub.memory.storage.PendingStore} — JDBC over the encrypted database; the only
 *       classes that see SQL.
 *   <li>{@code lifecycle} — the maintenance job (decay, expiry, pending expiry) and the index rebuild at start.
 *   <li>{@code search} — the derived in-memory Lucene index and the embedders (another owner).
 * </ul>
 */
package home.hearth.hub.memory;
