package home.hearth.policies.memory;

/** The entry gate's steps, in the order they run (issue: the memory entry gate). */
public enum GateStep {
    NOT_MEMORY_MATERIAL,
    SECRET,
    OPERATIONAL_INSTRUCTION,
    SENSITIVE,
    ALLOWLIST,
    SUBSTANCE,
    QUOTA,
    REDUNDANCY,
    CONFLICT,
    GROUNDING,
    CONSENT,
    CONFIRMATION
}
