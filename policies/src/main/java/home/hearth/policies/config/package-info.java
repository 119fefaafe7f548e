/**
 * Policy files. The defaults ship as {@code default-policy.yaml} in this module's resources; a
 * household's {@code household-policy.yaml} merges over them key by key (mappings merge, lists and
 * values replace). Parsing uses SnakeYAML's node API so every error carries its line:
 * {@code household-policy.yaml:12: retention.episodic: expected a duration such as 365d, 12h or 30m, or never, got 'forever'}.
 * A broken file never falls back to the defaults. Implementation under {@code internal}.
 */
package home.hearth.policies.config;
