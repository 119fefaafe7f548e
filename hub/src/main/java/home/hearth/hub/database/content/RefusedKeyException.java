package home.hearth.hub.database.content;

/**
 * No content key is made for this owner: they are being erased, or are not (or no longer) a member
 * of the household. Whatever was about to be stored for them is not stored. The message names the
 * owner and the rule, never content.
 */
public final class RefusedKeyException extends RuntimeException {
    private final String owner;

    public RefusedKeyException(String owner, String why) {
        super("Nothing is stored for " + owner + ": " + why);
        this.owner = owner;
    }

    public String owner() {
        return owner;
    }
}
