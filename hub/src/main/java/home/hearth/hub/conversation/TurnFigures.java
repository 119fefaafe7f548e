package home.hearth.hub.conversation;

import java.util.List;

/**
 * What a turn cost the language model: no content, only counts.
 *
 * @param tokensIn prompt tokens over all the turn's model calls (as the model counted them, or an estimate)
 * @param tokensOut generated tokens over all its calls
 * @param tools the tools called, in order (a name per call)
 * @param contextChars the characters of text in the turn's first prompt (its context size)
 */
public record TurnFigures(int tokensIn, int tokensOut, List<String> tools, int contextChars) {
    /** A turn that did not reach the model. */
    public static final TurnFigures NONE = new TurnFigures(0, 0, List.of(), 0);

    public TurnFigures {
        tools = List.copyOf(tools);
        if (tokensIn < 0 || tokensOut < 0 || contextChars < 0) {
            throw new IllegalArgumentException("turn figures cannot be negative, got: " + tokensIn + "/" + tokensOut + "/"
                    + contextChars);
        }
    }

    public boolean reachedModel() {
        return contextChars > 0;
    }
}
