package home.hearth.hub.memory.persistence;

import home.hearth.hub.memory.search.RankSignals.Signals;
import home.hearth.policies.MemberId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The re-ranker's signals, cached per memory and reader (the member whose own use they carry; empty
 * for a search without one): each reader's entry holds that reader's retrievals only. A change to a
 * memory drops its entries for every reader; a member's erasure drops theirs.
 *
 * <p>A load that overlaps a drop is not cached: the caller takes the {@link #generation()} before it
 * reads the database, and {@link #put} keeps the rows only when no drop came in between (otherwise
 * a read made before a flush committed could be cached after that flush dropped the entry, and stay).
 */
final class SignalCache {
    private final Map<String, Map<Optional<MemberId>, Signals>> byMemory = new ConcurrentHashMap<>();
    /** Bumped under this object's lock by every drop; read before a load. */
    private volatile long generation;

    long generation() {
        return generation;
    }

    /** Puts the cached signals of {@code ids} for {@code reader} into {@code found}; returns the ids not cached. */
    List<String> lookup(Optional<MemberId> reader, Collection<String> ids, Map<String, Signals> found) {
        List<String> missing = new ArrayList<>();
        for (String id : ids) {
            Map<Optional<MemberId>, Signals> readers = byMemory.get(id);
            Signals s = readers == null ? null : readers.get(reader);
            if (s == null) {
                missing.add(id);
            } else {
                found.put(id, s);
            }
        }
        return missing;
    }

    /** Caches {@code loaded} for {@code reader}, unless something was dropped since {@code seen} was read. */
    synchronized void put(long seen, Optional<MemberId> reader, Map<String, Signals> loaded) {
        if (generation != seen) {
            return;
        }
        loaded.forEach((id, s) -> byMemory.computeIfAbsent(id, x -> new ConcurrentHashMap<>()).put(reader, s));
    }

    /** Drops these memories' signals for every reader (their counts, importance or strength changed, or they are gone). */
    synchronized void drop(Collection<String> ids) {
        generation++;
        ids.forEach(byMemory::remove);
    }

    /** Drops {@code member}'s own signals of every memory (their use was erased). */
    synchronized void dropReader(MemberId member) {
        generation++;
        Optional<MemberId> reader = Optional.of(member);
        byMemory.values().forEach(readers -> readers.remove(reader));
    }

    synchronized void clear() {
        generation++;
        byMemory.clear();
    }
}
