package home.hearth.profiles.removal;

/**
 * What the admin chose for the memories a removed member shared with the household (their
 * personal memories are erased either way).
 */
public enum SharedMemories {
    /** They stay as the household's, their author shown as the removed member. */
    KEEP,
    /** They are erased with the rest (the default: nothing a removed member wrote outlives them unasked). */
    ERASE
}
