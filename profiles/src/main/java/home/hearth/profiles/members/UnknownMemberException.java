package home.hearth.profiles.members;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;

/** No member has this id (the hub answers 404). */
public final class UnknownMemberException extends ProfilesException {
    public UnknownMemberException(MemberId id) {
        super("no member with id '" + id + "'");
    }
}
