package home.hearth.hub.conversation.sessions;

import java.util.List;

/**
 * The recent turns a prompt carries: the last {@link #SIZE} messages, never fewer than the last
 * {@link #MIN_INTACT} when a session has them, starting with a question (an answer whose question
 * fell out of the window is dropped, so the model never sees an answer to nothing).
 */
public final class SessionWindow {
    public static final int SIZE = 15;
    public static final int MIN_INTACT = 10;

    private SessionWindow() {}

    public static List<SessionMessage> of(List<SessionMessage> all) {
        return of(all, SIZE);
    }

    /** @param size the window (raised to {@link #MIN_INTACT} if smaller) */
    public static List<SessionMessage> of(List<SessionMessage> all, int size) {
        int keep = Math.max(size, MIN_INTACT);
        List<SessionMessage> tail = all.subList(Math.max(0, all.size() - keep), all.size());
        int start = 0;
        while (start < tail.size() && tail.get(start).role().equals("assistant")) {
            start++;
        }
        return List.copyOf(tail.subList(start, tail.size()));
    }

    /** The messages older than the window that a summary has not covered yet. */
    public static List<SessionMessage> toSummarise(List<SessionMessage> all, int summarisedThrough) {
        int windowStart = Math.max(0, all.size() - SIZE);
        return all.subList(0, windowStart).stream().filter(m -> m.seq() > summarisedThrough).toList();
    }
}
