package home.hearth.hub.database.content;

import java.util.Optional;
import java.util.function.Predicate;

/**
 * Whose key seals a piece of content: {@code member-<id>} for a member's, {@code household} for
 * the household's. Members get a prefix so that no member id (a member may be called
 * {@code household}) can ever name the household's key.
 */
public final class ContentOwner {
    public static final String HOUSEHOLD = "household";
    private static final String MEMBER = "member-";

    private ContentOwner() {}

    /** The key name of member {@code id} (a valid member id). */
    public static String member(String id) {
        return MEMBER + id;
    }

    /**
     * The owners that may be given a new key: the household, and each member id for which
     * {@code isMember} holds (a current member; not a removed or unknown one).
     */
    public static Predicate<String> admitted(Predicate<String> isMember) {
        return owner -> owner.equals(HOUSEHOLD) || owner.startsWith(MEMBER) && isMember.test(owner.substring(MEMBER.length()));
    }

    /** The member's key name, or the household's when there is no member. */
    public static String of(Optional<String> member) {
        return member.map(ContentOwner::member).orElse(HOUSEHOLD);
    }
}
