package home.hearth.policies.precedence;

/** Which wish wins, and why in one sentence. */
public record Resolution(Claim winner, String reason) {}
