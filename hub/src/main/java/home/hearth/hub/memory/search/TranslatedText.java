package home.hearth.hub.memory.search;

import java.util.Objects;

/**
 * A memory's text in the household's other language, with its embedding: indexed beside the
 * memory (same id, same access facts) so a question in either language finds it without
 * translating the question.
 */
public record TranslatedText(String text, float[] vector) {
    public TranslatedText {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(vector, "vector");
    }
}
