/**
 * Who may read what: {@link home.hearth.policies.access.ReadAccessPolicy} gives the filter the memory
 * index applies inside its queries; {@link home.hearth.policies.access.MemoryVisibility} decides for one
 * memory (GET by id answers 404 when it says no); {@link home.hearth.policies.access.Consents} gives new
 * memories their consent states and says who may change them.
 */
package home.hearth.policies.access;
