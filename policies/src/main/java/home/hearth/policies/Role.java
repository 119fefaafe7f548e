package home.hearth.policies;

/** What a member may do in the household. A guardian's rule wins over a child's preference. */
public enum Role {
    ADMIN,
    ADULT,
    CHILD,
    GUEST,
    /** Devices and task memories only, never conversations. */
    TECHNICIAN;

    /** Parses {@code admin}, {@code Adult}, … and names the accepted values when it cannot. */
    public static Role parse(String text) {
        for (Role r : values()) {
            if (r.name().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return r;
            }
        }
        throw new IllegalArgumentException(
                "role must be one of admin, adult, child, guest, technician, got: " + text);
    }

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
