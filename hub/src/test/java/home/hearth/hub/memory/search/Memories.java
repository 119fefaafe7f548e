package home.hearth.hub.memory.search;

import home.hearth.policies.MemberId;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.access.MemoryFacts;
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
        return newIndex(SearchSettings.DEFAULTS, RankSignals.NEUTRAL);
    }

    static LuceneMemoryIndex newIndex(SearchSettings search, RankSignals signals) {
        return new LuceneMemoryIndex(IndexSettings.defaults(model().dimension()), search, signals);
    }

    static IndexedMemory memory(String id, String text, MemoryFacts access) {
        return memory(id, text, access, Validity.ALWAYS);
    }

    static IndexedMemory memory(String id, String text, MemoryFacts access, Validity validity) {
        return new IndexedMemory(id, text, model().embed(text), access, validity);
    }

    /** The facts of a memory about nobody else; {@code shared} says whether its owner consented to share it. */
    static MemoryFacts facts(Scope scope, Optional<MemberId> owner, boolean sensitive, boolean shared) {
        return new MemoryFacts(scope, owner, sensitive, shared ? ConsentState.GRANTED : ConsentState.PENDING,
                Optional.empty(), ConsentState.NOT_NEEDED);
    }

    static MemoryFacts personal(String member) {
        return facts(Scope.user(MemberId.of(member)), Optional.of(MemberId.of(member)), false, false);
    }

    static MemoryFacts personalSensitive(String member) {
        return facts(Scope.user(MemberId.of(member)), Optional.of(MemberId.of(member)), true, false);
    }

    static MemoryFacts shared(Scope scope, String owner) {
        return facts(scope, Optional.of(MemberId.of(owner)), false, true);
    }

    static MemoryFacts household() {
        return facts(Scope.HOUSEHOLD, Optional.empty(), false, true);
    }
}
