package home.hearth.policies.config;

/** What the gate does with a close memory that the new one contradicts. */
public enum ConflictAction {
    /** Replace it, keeping its history. */
    SUPERSEDE,
    /** Ask the user which one holds. */
    ASK
}
