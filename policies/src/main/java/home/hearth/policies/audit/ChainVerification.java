package home.hearth.policies.audit;

import java.util.OptionalLong;

/**
 * The result of checking an audit chain.
 *
 * @param intact whether every event links to the one before and its hash is right
 * @param checked how many events were checked
 * @param firstBroken the sequence number of the first event that fails, when not intact
 * @param reason what was found, in one sentence
 */
public record ChainVerification(boolean intact, int checked, OptionalLong firstBroken, String reason) {
    static ChainVerification ok(int checked) {
        return new ChainVerification(true, checked, OptionalLong.empty(), "all " + checked + " events are intact");
    }

    static ChainVerification broken(int checked, long sequence, String why) {
        return new ChainVerification(false, checked, OptionalLong.of(sequence), "event " + sequence + " " + why);
    }
}
