package home.hearth.profiles.voice;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import home.hearth.profiles.members.Member;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Who is speaking, and how sure the hub is. {@code VERIFIED} and {@code UNCERTAIN} name the best
 * matching member (for {@code UNCERTAIN} the hub asks "is that you, …?"); {@code UNKNOWN} names
 * nobody.
 *
 * @param member the best matching enrolled member, empty when unknown
 * @param score the best cosine score (-1 when nobody is enrolled)
 * @param level how sure
 */
public record SpeakerMatch(Optional<MemberId> member, double score, IdentityLevel level) {
    public SpeakerMatch {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(level, "level");
        if ((level == IdentityLevel.UNKNOWN) != member.isEmpty()) {
            throw new IllegalArgumentException("a speaker match names a member exactly when it is not UNKNOWN, got: "
                    + level + " with " + member);
        }
    }

    public static SpeakerMatch unknown(double score) {
        return new SpeakerMatch(Optional.empty(), score, IdentityLevel.UNKNOWN);
    }

    /**
     * The principal policies decide on: the member at this level, or {@link Principal#unknown()}
     * when unknown or when the member is gone.
     */
    public Principal asPrincipal(Function<MemberId, Optional<Member>> members) {
        return member.flatMap(members).map(m -> m.asPrincipal(level)).orElseGet(Principal::unknown);
    }
}
