package home.hearth.hub.memory.values;

/**
 * A memory use case could not be done. The message is for a person and never names another
 * member's content: a memory the caller may not see is {@link Kind#NOT_FOUND}, never forbidden.
 */
public final class MemoryProblem extends RuntimeException {
    /** How the edge answers it: 404, 403, 400, 409, or 422 (well-formed, but not a memory the hub keeps). */
    public enum Kind { NOT_FOUND, FORBIDDEN, INVALID, CONFLICT, UNPROCESSABLE }

    /** The longest memory text kept, in characters (a longer one answers 422 {@code text_too_long}). */
    public static final int MAX_TEXT = 2000;
    private final Kind kind;
    private final String code;

    public MemoryProblem(Kind kind, String message) {
        this(kind, kind.name().toLowerCase(java.util.Locale.ROOT), message);
    }

    private MemoryProblem(Kind kind, String code, String message) {
        super(message);
        this.kind = kind;
        this.code = code;
    }

    public Kind kind() {
        return kind;
    }

    /** The error code a client reads ({@code text_too_long}, …); the kind's name unless more precise. */
    public String code() {
        return code;
    }

    /** The text of a memory (new or edited): not blank, at most {@link #MAX_TEXT} characters. */
    public static String checkText(String text) {
        if (text == null || text.isBlank()) {
            throw new MemoryProblem(Kind.UNPROCESSABLE, "empty_text", "A memory needs some text; it is empty.");
        }
        if (text.length() > MAX_TEXT) {
            throw new MemoryProblem(Kind.UNPROCESSABLE, "text_too_long", "A memory's text may be at most " + MAX_TEXT
                    + " characters, got " + text.length() + "; keep what matters in a shorter sentence.");
        }
        return text;
    }

    public static MemoryProblem notFound(String id) {
        return new MemoryProblem(Kind.NOT_FOUND, "Memory " + id + " not found.");
    }

    public static MemoryProblem forbidden(String message) {
        return new MemoryProblem(Kind.FORBIDDEN, message);
    }

    public static MemoryProblem conflict(String message) {
        return new MemoryProblem(Kind.CONFLICT, message);
    }

    public static MemoryProblem invalid(String message) {
        return new MemoryProblem(Kind.INVALID, message);
    }
}
