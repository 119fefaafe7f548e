package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import home.hearth.profiles.members.MemberDirectory;
import java.time.Clock;

/**
 * Voice enrolment: starts a session for a member, which collects at least {@code needed}
 * accepted utterances (from the admin page or a room microphone) and then stores their averaged,
 * length-normalised embedding as the member's voiceprint, replacing any earlier one.
 */
public final class Enrolment {
    public static final int MIN_UTTERANCES = 3;
    private final SpeakerVerifier verifier;
    private final Voiceprints prints;
    private final MemberDirectory members;
    private final AudioCheck check;
    private final Clock clock;
    private final int needed;

    public Enrolment(SpeakerVerifier verifier, Voiceprints prints, MemberDirectory members, AudioCheck check,
            Clock clock, int needed) {
        if (needed < MIN_UTTERANCES) {
            throw new IllegalArgumentException("enrolment needs at least " + MIN_UTTERANCES
                    + " utterances, got: " + needed);
        }
        this.verifier = verifier;
        this.prints = prints;
        this.members = members;
        this.check = check;
        this.clock = clock;
        this.needed = needed;
    }

    /** Starts enrolling an existing member (throws for an unknown one). */
    public EnrolmentSession start(MemberId member) {
        members.require(member);
        return new EnrolmentSession(member, needed, check, verifier, p -> prints.save(p), clock);
    }
}
