package home.hearth.profiles.members;

import home.hearth.profiles.ProfilesException;

/** A change would break a household rule, such as removing the last admin (the hub answers 409). */
public final class MemberRuleException extends ProfilesException {
    public MemberRuleException(String message) {
        super(message);
    }
}
