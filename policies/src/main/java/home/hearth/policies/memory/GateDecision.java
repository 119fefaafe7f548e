package home.hearth.policies.memory;

import java.util.Optional;

/**
 * What the entry gate decided. Every alternative carries a sentence the user hears or sees.
 *
 * <ul>
 *   <li>{@link Accept}: store it now (HTTP 201).
 *   <li>{@link Reinforce}: a near-duplicate exists; strengthen that one instead (HTTP 200 with its id).
 *   <li>{@link Supersede}: it replaces an opposing memory, whose history is kept (HTTP 201).
 *   <li>{@link Confirm}: ask first — say exactly what will be saved and where, or that it may hold a code (HTTP 202).
 *   <li>{@link Refuse}: not stored, with the step that refused and why (HTTP 422).
 * </ul>
 */
public sealed interface GateDecision {
    String reason();

    /**
     * @param category the memory category (preference, routine, device_alias, …)
     * @param sensitive health, religion and the like: never shared beyond the owner
     * @param fact the normalised structured fact, for a structured candidate
     */
    record Accept(String category, boolean sensitive, Optional<NormalisedFact> fact, String reason)
            implements GateDecision {}

    record Reinforce(String existingId, String reason) implements GateDecision {}

    record Supersede(String existingId, String category, boolean sensitive, Optional<NormalisedFact> fact, String reason)
            implements GateDecision {}

    /**
     * @param possibleSecret the question is whether the text holds a code or a password: it holds a value the learned
     *     screen could not tell from one ("That has a number that could be a code or a password …")
     * @param prompt what the hub says: "I'll remember that … for you only. Shall I?"
     */
    record Confirm(String category, boolean sensitive, Optional<NormalisedFact> fact, boolean possibleSecret, String prompt,
                   String reason) implements GateDecision {}

    record Refuse(GateStep step, String reason) implements GateDecision {}
}
