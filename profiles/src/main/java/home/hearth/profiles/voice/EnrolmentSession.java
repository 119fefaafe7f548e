package home.hearth.profiles.voice;

import home.hearth.policies.MemberId;
import home.hearth.profiles.ProfilesException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One member's enrolment in progress; thread-safe. Create it with {@link Enrolment#start}. */
public final class EnrolmentSession {
    private static final Logger LOG = LoggerFactory.getLogger(EnrolmentSession.class);
    private final MemberId member;
    private final int needed;
    private final AudioCheck check;
    private final SpeakerVerifier verifier;
    private final Consumer<Voiceprint> store;
    private final Clock clock;
    private final List<float[]> embeddings = new ArrayList<>();
    private final List<float[]> noisyEmbeddings = new ArrayList<>();
    private boolean finished;

    EnrolmentSession(MemberId member, int needed, AudioCheck check, SpeakerVerifier verifier,
            Consumer<Voiceprint> store, Clock clock) {
        this.member = member;
        this.needed = needed;
        this.check = check;
        this.verifier = verifier;
        this.store = store;
        this.clock = clock;
    }

    public MemberId member() {
        return member;
    }

    /** Checks and embeds one utterance; a refused one leaves the count unchanged and says why. */
    public synchronized EnrolmentProgress add(Pcm16 audio) {
        requireOpen();
        try {
            check.check(audio);
            float[] e = verifier.embed(audio);
            requireSameVoice(e);
            List<float[]> noisy = NoisyCopies.of(audio).stream().map(verifier::embed).toList();
            embeddings.add(e);
            noisyEmbeddings.addAll(noisy);
        } catch (BadAudioException e) {
            LOG.debug("Enrolment utterance of {} refused: {}", member, e.problem().wireName());
            return new EnrolmentProgress(embeddings.size(), needed, Optional.of(e.problem()), e.getMessage());
        }
        int n = embeddings.size();
        String msg = n >= needed ? n + " of " + needed + " recorded: enrolment can be finished"
                : n + " of " + needed + " recorded: say another sentence";
        return new EnrolmentProgress(n, needed, Optional.empty(), msg);
    }

    public synchronized EnrolmentProgress progress() {
        return new EnrolmentProgress(embeddings.size(), needed, Optional.empty(),
                embeddings.size() + " of " + needed + " recorded");
    }

    /** Stores the voiceprint (replacing an earlier one); needs {@code needed} accepted utterances. */
    public synchronized Voiceprint finish() {
        requireOpen();
        if (embeddings.size() < needed) {
            throw new ProfilesException("enrolment of '" + member + "' needs " + needed + " accepted utterances, has "
                    + embeddings.size() + ": record " + (needed - embeddings.size()) + " more");
        }
        Voiceprint print = new Voiceprint(member, verifier.modelId(), Embeddings.meanOfNormalised(embeddings),
                Embeddings.meanOfNormalised(noisyEmbeddings), embeddings.size(), clock.instant());
        store.accept(print);
        finished = true;
        embeddings.clear();
        noisyEmbeddings.clear();
        LOG.info("Voice of {} enrolled from {} utterances", member, print.utterances());
        return print;
    }

    /**
     * Refuses an utterance that scores below the uncertain threshold against the mean of the
     * accepted ones: somebody else (or the television) was recorded.
     */
    private void requireSameVoice(float[] e) {
        if (embeddings.isEmpty()) {
            return;
        }
        double score = Embeddings.cosine(e, Embeddings.meanOfNormalised(embeddings));
        if (score < verifier.thresholds().uncertainFrom()) {
            throw new BadAudioException(AudioProblem.DIFFERENT_VOICE, "this does not sound like the earlier"
                    + " recordings: only " + member + " should speak, in a quiet room; say it again");
        }
    }

    private void requireOpen() {
        if (finished) {
            throw new ProfilesException("enrolment of '" + member + "' is already finished: start a new one");
        }
    }
}
