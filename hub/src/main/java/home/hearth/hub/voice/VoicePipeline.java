package home.hearth.hub.voice;

import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import home.hearth.policies.IdentityLevel;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The voice pipeline of the running hub: one {@link RoomSession} per open microphone, sharing the
 * VAD, the recogniser, speaker identification, the turn service and the milestone statistics.
 * Each utterance's final transcript and speaker decision are worked out in parallel on the
 * {@code hearth-voice-} threads.
 */
public final class VoicePipeline implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(VoicePipeline.class);
    private final Optional<SpeechRecognizer> recognizer;
    private final Optional<VoiceActivityDetector> vad;
    private final SpeakerIdentification speakers;
    private final TurnService turns;
    private final RoomSpeakers announcements;
    private final Optional<EspeakSynthesis> synthesis;
    private final Supplier<CommandVocabulary> household;
    private final VoiceRecognitions recognitions;
    private CommandVocabulary vocabularyInUse;
    private final MilestoneStats stats = new MilestoneStats();
    private final ExecutorService workers = Executors.newThreadPerTaskExecutor(
            Thread.ofVirtual().name("hearth-voice-", 0).factory());

    /**
     * @param household the household's words as they are now (device names and aliases, rooms):
     *     read when a room connects and before every utterance, so a device that discovery adds or
     *     that is renamed is in the command grammar from the next utterance on
     */
    public VoicePipeline(Optional<SpeechRecognizer> recognizer, Optional<VoiceActivityDetector> vad,
            SpeakerIdentification speakers, TurnService turns, RoomSpeakers announcements,
            Optional<EspeakSynthesis> synthesis, Supplier<CommandVocabulary> household) {
        this(recognizer, vad, speakers, turns, announcements, synthesis, household, VoiceRecognitions.NONE);
    }

    /** @param recognitions told of every member verified by her voice in a room */
    public VoicePipeline(Optional<SpeechRecognizer> recognizer, Optional<VoiceActivityDetector> vad,
            SpeakerIdentification speakers, TurnService turns, RoomSpeakers announcements,
            Optional<EspeakSynthesis> synthesis, Supplier<CommandVocabulary> household, VoiceRecognitions recognitions) {
        this.recognitions = recognitions;
        this.household = household;
        this.recognizer = recognizer;
        this.vad = vad;
        this.speakers = speakers;
        this.turns = turns;
        this.announcements = announcements;
        this.synthesis = synthesis;
    }

    /**
     * Opens a session for one microphone of {@code room}.
     *
     * @param personal a member's personal microphone, asked for its member at every utterance (empty: a room
     *     microphone, whose speakers are identified by voice)
     * @param spoken whether the microphone wants synthesised speech back
     */
    public RoomSession open(String room, Optional<PersonalMicrophone> personal, boolean spoken, Consumer<VoiceEvent> out) {
        refreshVocabulary();
        recognizer.ifPresent(SpeechRecognizer::prepare); // the first room loads the model; idle hubs never do
        RoomSession session = new RoomSession(room, personal, this, out,
                spoken ? synthesis : Optional.empty());
        if (personal.isEmpty()) {
            // Only the room's own microphones speak its announcements: a personal connection (a member's phone
            // or browser, wherever it is) naming the room must not receive another member's reminders.
            session.announcements(announcements.register(room, session::announce));
        }
        return session;
    }

    /**
     * Rebuilds the recogniser's command grammar if the household's words changed since it was last
     * built (a cheap comparison; the rebuild itself is 50–100 ms of Sphinx4 reloading, paid once).
     * A rebuild that fails (the grammar file not written: a full disk) leaves the grammar in use, which
     * still hears everything it heard before, and is tried again at the next utterance.
     */
    public synchronized void refreshVocabulary() {
        if (recognizer.isEmpty()) {
            return;
        }
        CommandVocabulary now = household.get();
        if (!now.equals(vocabularyInUse)) {
            try {
                recognizer.get().useVocabulary(now);
                vocabularyInUse = now;
            } catch (RuntimeException e) { // the class only: the message could name the household's devices
                LOG.warn("The command grammar could not be rebuilt ({}); listening with the one in use",
                        e.getClass().getName());
            }
        }
    }

    public boolean canSynthesise() {
        return synthesis.isPresent();
    }

    public String recognizerId() {
        return recognizer.map(SpeechRecognizer::id).orElse("none");
    }

    public String vadId() {
        return vad.map(VoiceActivityDetector::id).orElse("none");
    }

    public MilestoneStats stats() {
        return stats;
    }

    /** A speaker decided by voice in {@code room}: a verified member is told to {@link VoiceRecognitions}. */
    void decidedByVoice(String room, SpeakerIdentification.Decision decision) {
        if (decision.principal().level() != IdentityLevel.VERIFIED || decision.principal().member().isEmpty()) {
            return;
        }
        try {
            recognitions.verified(decision.principal().member().get(), room);
        } catch (RuntimeException e) { // the class only: the news is who was where
            LOG.warn("A voice recognition in room {} could not be passed on ({})", room, e.getClass().getName());
        }
    }

    Optional<SpeechRecognizer> recognizer() {
        return recognizer;
    }

    Optional<VoiceActivityDetector> vad() {
        return vad;
    }

    SpeakerIdentification speakers() {
        return speakers;
    }

    TurnService turns() {
        return turns;
    }

    ExecutorService workers() {
        return workers;
    }

    @Override
    public void close() {
        workers.shutdownNow();
        recognizer.ifPresent(SpeechRecognizer::close);
        vad.ifPresent(VoiceActivityDetector::close);
    }
}
