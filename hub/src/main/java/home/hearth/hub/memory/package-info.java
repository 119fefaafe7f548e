/**
 * Memories: what a household tells Hearth, kept with its owner, scope, provenance and validity in
 * the encrypted database, and found again only by those allowed to see it.
 *
 * <p>The packages, from the outside in (each uses only those after it):
 * <ul>
 *   <li>{@link home.hearth.hub.memory.MemoryService} (here) — the use cases, built together:
 *       {@link home.hearth.hub.memory.writing.MemoryWriter} and
 *       {@link home.hearth.hub.memory.writing.MemoryEditor} (every change through the
 *       {@link home.hearth.hub.memory.writing.EntryGate}), {@link home.hearth.hub.memory.reading.MemoryReader}
 *       and {@link home.hearth.hub.memory.reading.MemorySearcher}. Each call takes the
 *       {@link home.hearth.policies.Principal}; what it may not see is "not found".
 *   <li>{@code writing} — writes, edits, consents and deletes.
 *   <li>{@code reading} — get, list, export and search, under the {@link home.hearth.hub.memory.reading.ReadRule}.
 *   <li>{@code storage} — {@link home.hearth.hub.memory.persistence.MemoryStore},
 *       {@link home.hearth.hub.memory.persistence.MemoryUsage}, {@link home.hearth.hub.memory.persistence.PendingStore}:
 *       JDBC over the encrypted database; the only classes that see SQL.
 *   <li>{@code values} — {@link home.hearth.hub.memory.values.Memory} (content, ownership, provenance,
 *       lifecycle, stats) and what callers pass and get back.
 *   <li>{@code adapters} — memories as other modules' interfaces see them.
 *   <li>{@code lifecycle} — the maintenance job (decay, expiry, pending expiry) and the index rebuild at start.
 *   <li>{@code search} — the derived in-memory Lucene index and the embedders (another owner).
 * </ul>
 */
package home.hearth.hub.memory;
