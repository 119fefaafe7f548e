package home.hearth.hub.conversation.reply;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a reply streamed by a language model into speakable segments, so the voice can start on the
 * first sentence while the model writes the next. A segment ends at a sentence end or a line break
 * ({@link SentenceEnds}: never inside "1.000", "22.5 °C" or after "Dr.", "Sr.", "e.g.", "etc."), or
 * at a clause break once it grows past {@value #LONG} characters. Reasoning blocks
 * ({@code <think>…</think>}) are dropped, also when their tags arrive split across pieces.
 *
 * <p>The segments do not depend on how the text was split into pieces. Segments are trimmed and
 * never empty. Not thread-safe: one per reply.
 *
 * <pre>{@code
 * ReplySegmenter segmenter = new ReplySegmenter();
 * model.chat(request, piece -> segmenter.accept(piece).forEach(speak), cancelled);
 * segmenter.finish().forEach(speak);
 * }</pre>
 */
public final class ReplySegmenter {
    /** Past this many characters a segment is cut at the last clause break (", ", "; ", ": "). */
    static final int LONG = 220;

    private final ReasoningFilter reasoning;
    private final StringBuilder text = new StringBuilder();

    public ReplySegmenter() {
        this(false);
    }

    /**
     * @param startsInReasoning true for models whose chat template opens {@code <think>} in the prompt,
     *     so the reply begins inside the block and only its {@code </think>} arrives
     */
    public ReplySegmenter(boolean startsInReasoning) {
        this.reasoning = new ReasoningFilter(startsInReasoning);
    }

    /** Takes the next piece of the reply; returns the segments it completed, in order. */
    public List<String> accept(String piece) {
        text.append(reasoning.accept(piece));
        List<String> segments = new ArrayList<>();
        for (int end = cut(); end > 0; end = cut()) {
            add(segments, text.substring(0, end));
            text.delete(0, end);
        }
        return segments;
    }

    /** The reply is over: returns what is left as the last segment (none when only space is left). */
    public List<String> finish() {
        text.append(reasoning.finish());
        List<String> segments = new ArrayList<>();
        for (int end = cut(); end > 0; end = cut()) {
            add(segments, text.substring(0, end));
            text.delete(0, end);
        }
        add(segments, text.toString());
        text.setLength(0);
        return segments;
    }

    /**
     * Where the next segment ends, or -1 to wait for more text. Decided only from the first
     * {@value #LONG} + 1 characters, so the answer is the same however the text was split.
     */
    private int cut() {
        int end = SentenceEnds.next(text, 0);
        if (end > 0 && end <= LONG) {
            return end;
        }
        if (text.length() <= LONG) {
            return -1;
        }
        int clause = clauseBreak();
        return clause > 0 ? clause : end;
    }

    /** The end of the last ", ", "; " or ": " within the window, or of its last word when it has none. */
    private int clauseBreak() {
        for (int i = LONG - 1; i > 0; i--) {
            if (",;:".indexOf(text.charAt(i)) >= 0 && text.charAt(i + 1) == ' ') {
                return i + 1;
            }
        }
        int space = text.lastIndexOf(" ", LONG);
        return space > 0 ? space + 1 : -1;
    }

    private static void add(List<String> segments, String segment) {
        String trimmed = segment.strip();
        if (!trimmed.isEmpty()) {
            segments.add(trimmed);
        }
    }
}
