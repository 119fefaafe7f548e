/**
 * Presence events: {@link home.hearth.policies.presence.PresenceRule} says who may change a member's setting and
 * when the hub may tell automations that her voice was recognised in a room.
 */
package home.hearth.policies.presence;
