package home.hearth.profiles.removal;

/** What the admin chose when removing a member. Either way everything personal is erased. */
public enum RemovalChoice {
    /** Hand the admin a JSON file of the member's profile and memories first. */
    EXPORT,
    /** Erase without an export. */
    DELETE
}
