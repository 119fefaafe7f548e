/**
 * Hearth's decisions: values in, a decision with a human-readable reason out. No I/O, no logging,
 * no threads, no clock of its own (the caller passes {@code now}); {@code ArchitectureTest} keeps it so.
 *
 * <h2>How to use it</h2>
 * <pre>{@code
 * PolicySet set = PolicyFiles.withOverride(new NamedText("household-policy.yaml", text)); // or PolicyFiles.defaults()
 * Policies policies = new Policies(set);
 * GateDecision d = policies.gate().screen(new GateRequest(principal, candidate, neighbours, dialogue, inferredToday, confirmed, now));
 * ActionDecision a = policies.deviceRules().decide(principal, new DeviceAction("front-door-lock", "hall", ActionKind.UNLOCK), false);
 * ReadAccess filter = policies.readAccess().readAccess(principal);   // inside every memory query
 * Decision seen = policies.visibility().canRead(principal, facts);     // GET by id: 404 unless allowed
 * }</pre>
 *
 * <h2>Vocabulary and packages</h2>
 * <ul>
 *   <li>Root: who asks ({@link home.hearth.policies.Principal}: a {@link home.hearth.policies.MemberId},
 *       a {@link home.hearth.policies.Role}, an {@link home.hearth.policies.IdentityLevel}), where a memory
 *       lives ({@link home.hearth.policies.Scope}), a yes/no with a reason ({@link home.hearth.policies.Decision}),
 *       and {@link home.hearth.policies.Policies}, every decision of one policy built once;
 *       {@link home.hearth.policies.Sha256}, the one SHA-256 (hex) of every module: audit chain, automation clients'
 *       ids, stored token hashes, fingerprints.
 *   <li>{@code config}: the household policy as YAML text → {@link home.hearth.policies.config.PolicySet};
 *       errors cite file, line and expected form, all at once, unknown keys included.
 *   <li>{@code memory}: the entry gate ({@link home.hearth.policies.memory.MemoryEntryGate}) that every write
 *       passes — not memory material, secrets, sensitive content, instructions, allowlist, substance, quota,
 *       redundancy, conflict, grounding, confirmation — and its request and decision types.
 *   <li>{@code access}: read filters, per-memory visibility and consent states.
 *   <li>{@code retention}: lifetimes per kind and scope; strength decay s·e^(−λ·days).
 *   <li>{@code precedence}: guardian rules, household rules, stored preferences and current requests.
 *   <li>{@code devices}: device-action rules per role and identity level, with confirmations.
 *   <li>{@code mqtt}: automation clients' topic ACLs.
 *   <li>{@code audit}: content-free audit events and their SHA-256 hash chain.
 * </ul>
 */
package home.hearth.policies;
