package home.hearth.hub.conversation.reply;

/**
 * Drops reasoning blocks ({@code <think>…</think>}, as Qwen3 and DeepSeek-R1 write them) from a
 * stream of text pieces, also when a tag arrives split across pieces ({@code "<th"}, {@code "ink>"}):
 * text that could still become a tag is held back until the next piece decides. A block left open
 * at the end is dropped whole; reasoning is never spoken.
 */
final class ReasoningFilter {
    private static final String OPEN = "<think>";
    private static final String CLOSE = "</think>";

    private final StringBuilder pending = new StringBuilder();
    private boolean inside;

    /** @param startsInside for models whose chat template opens the block in the prompt (R1 distills) */
    ReasoningFilter(boolean startsInside) {
        this.inside = startsInside;
    }

    /** The visible text this piece completes (possibly empty). */
    String accept(String piece) {
        pending.append(piece);
        StringBuilder visible = new StringBuilder();
        while (true) {
            // Searched in place, ignoring case: a lower-cased copy can be longer than the text ("İ" becomes two
            // characters), and its indexes then cut the text one character off, dropping a letter or speaking a "<".
            String text = pending.toString();
            String tag = inside ? CLOSE : OPEN;
            int at = indexOf(text, tag);
            if (inside && at < 0) {
                // a stray close tag outside a block is dropped too; inside, keep only a possible tag start
                pending.delete(0, pending.length() - heldBack(text, CLOSE));
                return visible.toString();
            }
            if (!inside) {
                int stray = indexOf(text, CLOSE);
                if (stray >= 0 && (at < 0 || stray < at)) {
                    visible.append(pending, 0, stray);
                    pending.delete(0, stray + CLOSE.length());
                    continue;
                }
            }
            if (at < 0) {
                int keep = Math.max(heldBack(text, OPEN), heldBack(text, CLOSE));
                visible.append(pending, 0, pending.length() - keep);
                pending.delete(0, pending.length() - keep);
                return visible.toString();
            }
            if (!inside) {
                visible.append(pending, 0, at);
            }
            pending.delete(0, at + tag.length());
            inside = !inside;
        }
    }

    /** What is left at the end: held-back text that never became a tag, unless inside a block. */
    String finish() {
        String rest = inside ? "" : pending.toString();
        pending.setLength(0);
        return rest;
    }

    /** Where {@code tag} first occurs in {@code text}, ignoring case, or -1. */
    private static int indexOf(String text, String tag) {
        for (int i = 0; i + tag.length() <= text.length(); i++) {
            if (text.regionMatches(true, i, tag, 0, tag.length())) {
                return i;
            }
        }
        return -1;
    }

    /** How many trailing characters could be the start of {@code tag}, ignoring case. */
    private static int heldBack(String text, String tag) {
        for (int n = Math.min(tag.length() - 1, text.length()); n > 0; n--) {
            if (tag.regionMatches(true, 0, text, text.length() - n, n)) {
                return n;
            }
        }
        return 0;
    }
}
