package home.hearth.policies.config;

/**
 * Rules for memories the hub extracts from conversation itself.
 *
 * @param dailyQuota how many a member may gain per day
 * @param needConfirmation whether each must be confirmed by its owner before it is kept
 * @param groundingMinOverlap the share (0–1) of its content words that must appear in the dialogue
 */
public record InferredRules(int dailyQuota, boolean needConfirmation, double groundingMinOverlap) {}
