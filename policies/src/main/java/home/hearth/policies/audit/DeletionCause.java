package home.hearth.policies.audit;

/** Why a memory was deleted, as the audit log says it. */
public enum DeletionCause {
    OWNER_REQUEST("deleted by its owner"),
    ERASE_ALL("the owner erased all their memories"),
    EXPIRED("its retention period ended"),
    ADMIN("deleted by an admin"),
    MEMBER_REMOVED("its owner was removed from the household"),
    SOURCE_GONE("a memory it summarised was deleted or ended");

    private final String sentence;

    DeletionCause(String sentence) {
        this.sentence = sentence;
    }

    public String sentence() {
        return sentence;
    }
}
