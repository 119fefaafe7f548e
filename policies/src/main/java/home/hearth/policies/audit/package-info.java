/**
 * Audit: {@link home.hearth.policies.audit.AuditEvents} builds content-free events;
 * {@link home.hearth.policies.audit.AuditChain} hash-chains them and verifies a stored chain, naming the
 * first broken sequence number. The hub stores the chain; this package only computes.
 */
package home.hearth.policies.audit;
