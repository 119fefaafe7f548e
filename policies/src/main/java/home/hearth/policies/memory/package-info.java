/**
 * The memory entry gate and its types. {@link home.hearth.policies.memory.MemoryEntryGate} documents
 * the steps and the confirmation rule. Text analysis (English and Portuguese, robust to case, accents,
 * punctuation, spacing, spaced-out letters, invisible characters and leetspeak) lives under
 * {@code internal}: secrets (with Luhn and IBAN checks), sensitive categories, operational
 * instructions, volatile device state, small talk, categories, structured-value normalisation,
 * contradiction and grounding.
 */
package home.hearth.policies.memory;
