package home.hearth.policies;

/**
 * How sure the hub is of who is speaking (policies/README.md, "Identity levels").
 *
 * <p>{@code VERIFIED}: an enrolled voice above the accept threshold, or a logged-in page
 * session; {@code UNCERTAIN}: household and room memories only, the hub asks who is
 * speaking before anything personal; {@code UNKNOWN}: household public only.
 */
public enum IdentityLevel {
    VERIFIED,
    UNCERTAIN,
    UNKNOWN;

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
