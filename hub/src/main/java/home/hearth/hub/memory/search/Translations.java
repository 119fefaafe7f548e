package home.hearth.hub.memory.search;

import java.util.Optional;

/**
 * Where the index finds a memory's translation whenever it indexes the memory, kept by the
 * memory store. Asking on every index write (instead of adding translations separately) keeps
 * the translation's document in step with the memory's own: the same access facts, the same
 * validity, gone with it.
 */
@FunctionalInterface
public interface Translations {
    Translations NONE = (id, text) -> Optional.empty();

    /** The translation made from exactly {@code text} with the current embedder, if there is one. */
    Optional<TranslatedText> of(String memoryId, String text);
}
