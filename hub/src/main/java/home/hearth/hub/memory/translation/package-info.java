/**
 * Memory translation between Portuguese and English, so a memory is found by a question in the other
 * language (issue 12): {@link home.hearth.hub.memory.translation.ApertiumTranslator} runs Debian's
 * Apertium as a separate program; {@link home.hearth.hub.memory.translation.Availability} says whether it
 * can, or why not. Not wired into the write path yet (see README.md).
 */
package home.hearth.hub.memory.translation;
