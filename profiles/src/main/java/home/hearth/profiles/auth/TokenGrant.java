package home.hearth.profiles.auth;

import home.hearth.policies.MemberId;
import java.time.Instant;

/** What a valid bearer token stands for: whose it is, what for, until when. */
public record TokenGrant(MemberId member, TokenKind kind, String label, Instant expiresAt) {}
