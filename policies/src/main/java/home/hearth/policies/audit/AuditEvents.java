package home.hearth.policies.audit;

import home.hearth.policies.Principal;
import home.hearth.policies.Scope;
import home.hearth.policies.access.ConsentState;
import home.hearth.policies.devices.ActionDecision;
import home.hearth.policies.devices.DeviceAction;
import home.hearth.policies.memory.GateStep;
import java.time.Instant;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Builds content-free audit events: ids, scopes, steps and fixed sentences only, never memory text,
 * transcripts or secrets. Ids are checked for shape so that no content can slip in through them.
 */
public final class AuditEvents {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}");

    private AuditEvents() {}

    /** {@code alice}, or {@code unknown} for a speaker nobody recognised. */
    public static String actor(Principal p) {
        return p.member().map(m -> m.value()).orElse("unknown");
    }

    public static AuditEvent memoryCreated(Instant at, Principal who, String memoryId, Scope scope, String category) {
        return new AuditEvent(at, actor(who), "memory.create", id(memoryId), "ok",
                "stored as " + id(category) + " in " + scope.wire());
    }

    public static AuditEvent memoryPending(Instant at, Principal who, Scope scope) {
        return memoryPending(at, who, scope, false);
    }

    /** A pending write; {@code possibleSecret}: the owner was asked whether it holds a code (never the text). */
    public static AuditEvent memoryPending(Instant at, Principal who, Scope scope, boolean possibleSecret) {
        return new AuditEvent(at, actor(who), "memory.create", scope.wire(), "pending",
                possibleSecret ? "awaiting an answer about a possible code" : "waiting for the owner's yes");
    }

    public static AuditEvent memoryPendingDiscarded(Instant at, Principal who, String pendingId) {
        return new AuditEvent(at, actor(who), "memory.discard", id(pendingId), "ok", "a pending write was declined");
    }

    public static AuditEvent memoryReinforced(Instant at, Principal who, String memoryId) {
        return new AuditEvent(at, actor(who), "memory.reinforce", id(memoryId), "ok", "a near-duplicate was reinforced");
    }

    public static AuditEvent memorySuperseded(Instant at, Principal who, String oldId, String newId) {
        return new AuditEvent(at, actor(who), "memory.supersede", id(oldId), "ok", "superseded by " + id(newId) + ", history kept");
    }

    public static AuditEvent memoryRefused(Instant at, Principal who, Scope scope, GateStep step) {
        return new AuditEvent(at, actor(who), "memory.refuse", scope.wire(), "refused", "refused at " + stepName(step));
    }

    public static AuditEvent memoryDeleted(Instant at, Principal who, String memoryId, DeletionCause cause) {
        return new AuditEvent(at, actor(who), "memory.delete", id(memoryId), "ok", cause.sentence());
    }

    public static AuditEvent consentChanged(Instant at, Principal who, String memoryId, ConsentState from, ConsentState to) {
        return new AuditEvent(at, actor(who), "consent.change", id(memoryId), "ok", from.wireName() + " -> " + to.wireName());
    }

    public static AuditEvent policyChanged(Instant at, Principal who, String fileName, int errorCount) {
        return new AuditEvent(at, actor(who), "policy.change", id(fileName), errorCount == 0 ? "ok" : "refused",
                errorCount == 0 ? "the new policy is in force" : "rejected with " + errorCount + " error(s); the old policy stays");
    }

    public static AuditEvent deviceCommand(Instant at, Principal who, DeviceAction action) {
        return new AuditEvent(at, actor(who), "device.command", id(action.deviceId()), "ok", action.kind().wireName());
    }

    /** A device action that was not allowed (yet): refused, waiting for a yes, or for who is speaking. */
    public static AuditEvent deviceRefused(Instant at, Principal who, DeviceAction action, ActionDecision decision) {
        String outcome = switch (decision) {
            case ActionDecision.Allow a -> throw new IllegalArgumentException("an allowed action is audited with deviceCommand");
            case ActionDecision.Confirm c -> "pending";
            case ActionDecision.AskWhoIsSpeaking w -> "ask-identity";
            case ActionDecision.Deny d -> "refused";
        };
        return new AuditEvent(at, actor(who), "device.refuse", id(action.deviceId()), outcome,
                action.kind().wireName() + ": " + decision.reason());
    }

    private static String stepName(GateStep step) {
        return step.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String id(String value) {
        if (value == null || !ID.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    "audit ids must be 1–128 of [A-Za-z0-9_.:-] starting with a letter or digit (no content), got: " + value);
        }
        return value;
    }
}
