package home.hearth.hub.house;

/** Why a change of automation clients was refused; the message tells the admin what to do instead. */
public final class AutomationClientProblem extends RuntimeException {
    /** The kinds of refusal (the REST API maps each to its status). */
    public enum Kind { NAME_TAKEN, UNKNOWN, READ_ONLY, EXTERNAL_BROKER }

    private final Kind kind;

    AutomationClientProblem(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
