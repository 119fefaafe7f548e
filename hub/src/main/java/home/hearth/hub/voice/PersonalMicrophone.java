package home.hearth.hub.voice;

import home.hearth.policies.Principal;
import java.util.Optional;

/**
 * A member's own microphone (the talk page on a phone), asked who it speaks for at every utterance, not once at its
 * hello: the member may have been removed, signed out, or given another role or guardian since. Empty when the
 * member's token no longer signs anyone in; the utterance is then dropped and the connection is expected to close.
 */
@FunctionalInterface
public interface PersonalMicrophone {
    Optional<Principal> member();

    /** Always the same member (tests, and callers whose member cannot change). */
    static PersonalMicrophone of(Principal member) {
        return () -> Optional.of(member);
    }
}
