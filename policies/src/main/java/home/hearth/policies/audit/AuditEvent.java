package home.hearth.policies.audit;

import java.time.Instant;
import java.util.Objects;

/**
 * One line of the audit log: who did what, why, when — never the content itself (no memory
 * text, no secret, no transcript).
 *
 * @param at when
 * @param actor who acted ({@code alice}, {@code unknown}, {@code automation:node-red}, {@code hub})
 * @param action what, as a dotted verb ({@code memory.create}, {@code memory.refuse}, {@code device.command})
 * @param target what it was done to (a memory id, a device id, a member id), empty when none
 * @param outcome {@code ok}, {@code refused}, {@code pending}, …
 * @param reason why, in one sentence without content
 */
public record AuditEvent(Instant at, String actor, String action, String target, String outcome, String reason) {
    public AuditEvent {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(action, "action");
        target = target == null ? "" : target;
        Objects.requireNonNull(outcome, "outcome");
        reason = reason == null ? "" : reason;
    }
}
