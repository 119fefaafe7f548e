package home.hearth.hub.memory;

/**
 * A memory use case could not be done. The message is for a person and never names another
 * member's content: a memory the caller may not see is {@link Kind#NOT_FOUND}, never forbidden.
 */
public final class MemoryProblem extends RuntimeException {
    /** How the edge answers it: 404, 403, 400 or 409. */
    public enum Kind { NOT_FOUND, FORBIDDEN, INVALID, CONFLICT }

    private final Kind kind;

    public MemoryProblem(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
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
