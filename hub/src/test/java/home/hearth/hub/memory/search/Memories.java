package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import java.util.Optional;

/** Test fixtures: the real embedding model, loaded once per test JVM, and memory builders. */
final class Memories {
    private static volatile Embedder model;

    private Memories() {}

    static synchronized Embedder model() {
        if (model == null) {
            model = new MiniLmEmbedder();
        }
        return model;
    }

    static LuceneMemoryIndex newIndex() {
        return newIndex(SearchSettings.DEFAULTS, id -> RankSignals.Signals.NEUTRAL);
    }

    static LuceneMemoryIndex newIndex(SearchSettings search, RankSignals signals) {
        return new LuceneMemoryIndex(IndexSettings.defaults(model().dimension()), search, signals);
    }

    static IndexedMemory memory(String id, String text, MemoryAccess access) {
        return memory(id, text, access, Validity.ALWAYS);
    }

    static IndexedMemory memory(String id, String text, MemoryAccess access, Validity validity) {
        return new IndexedMemory(id, text, model().embed(text), access, validity);
    }

    static MemoryAccess personal(String member) {
        return new MemoryAccess(Scope.user(MemberId.of(member)), Optional.of(MemberId.of(member)), false, false);
    }

    static MemoryAccess personalSensitive(String member) {
        return new MemoryAccess(Scope.user(MemberId.of(member)), Optional.of(MemberId.of(member)), true, false);
    }

    static MemoryAccess shared(Scope scope, String owner) {
        return new MemoryAccess(scope, Optional.of(MemberId.of(owner)), false, true);
    }

    static MemoryAccess household() {
        return new MemoryAccess(Scope.HOUSEHOLD, Optional.empty(), false, true);
    }
}
