package home.hearth.hub.voice;

import home.hearth.hub.voice.internal.TurnRelay;
import home.hearth.hub.voice.internal.UtteranceAudio;
import home.hearth.hub.voice.recognition.RecognitionException;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.Transcript;
import home.hearth.hub.voice.vad.VadEvent;
import home.hearth.hub.voice.vad.VadSession;
import home.hearth.policies.Principal;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open microphone: audio in, voice events out. With a VAD, speech start opens a recognition
 * stream (with a short pre-roll) and speech end finishes it; without one, audio until
 * {@code end} is the utterance. Speech while a turn is still replying stops that turn. At the end
 * of an utterance the final transcript and the speaker decision are worked out in parallel, then
 * the turn goes to the turn service ({@link UtteranceDecision}).
 */
public final class RoomSession implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RoomSession.class);
    /** The longest utterance the hub listens to; longer speech is cut and handled. */
    public static final int MAX_UTTERANCE_SAMPLES = 15 * 16_000;
    private static final int PRE_ROLL_SAMPLES = 8_000;
    private final String room;
    private final Optional<PersonalMicrophone> personal;
    private final VoicePipeline pipeline;
    private final Consumer<VoiceEvent> out;
    private final Optional<VadSession> vad;
    private final UtteranceAudio audio = new UtteranceAudio(PRE_ROLL_SAMPLES, MAX_UTTERANCE_SAMPLES);
    private final UtteranceDecision decision;
    private RecognitionStream stream;
    private boolean warnedNoRecognizer;
    private long lastUtteranceEnd;
    private boolean heardBefore;
    private volatile boolean closed;
    private AutoCloseable announcements = () -> { };

    RoomSession(String room, Optional<PersonalMicrophone> personal, VoicePipeline pipeline, Consumer<VoiceEvent> out,
            Optional<EspeakSynthesis> synthesis) {
        this.room = room;
        this.personal = personal;
        this.pipeline = pipeline;
        this.out = out;
        this.vad = pipeline.vad().map(v -> v.newSession());
        this.decision = new UtteranceDecision(room, pipeline, out, speaker(synthesis));
    }

    /**
     * Feeds audio (16 kHz mono samples) as it arrives. A failure of the parts that hear it (the VAD's model, the
     * recogniser) drops the utterance being heard, with an {@code error} event ({@code hearing_failed}),
     * and the room goes on listening: left to the WebSocket, it closed the microphone's connection with the
     * exception's message as its reason, logged only at debug level.
     */
    public synchronized void audio(short[] samples, int length) {
        if (closed) {
            return;
        }
        try {
            hear(samples, length);
        } catch (RuntimeException e) {
            dropAfterFailure(e);
        }
    }

    private void hear(short[] samples, int length) {
        if (pipeline.recognizer().isEmpty()) {
            if (!warnedNoRecognizer) {
                warnedNoRecognizer = true;
                out.accept(new VoiceEvent.Problem("no_recognizer", "This hub has no speech recogniser, so it cannot"
                        + " hear yet; see /health and deploy/models/README.md."));
            }
            return;
        }
        boolean streaming = stream != null;
        audio.append(samples, length);
        if (streaming) {
            feed(samples, length);
        }
        if (vad.isEmpty()) {
            if (!streaming) {
                startUtterance();
            }
        } else {
            for (VadEvent e : vad.get().accept(samples, length)) {
                switch (e) {
                    case VadEvent.SpeechStarted s -> startUtterance();
                    case VadEvent.SpeechEnded s -> finishUtterance();
                }
            }
        }
        if (audio.full()) {
            finishUtterance();
        }
    }

    /** {@code {"type":"end"}}: the utterance is over now. */
    public synchronized void end() {
        try {
            endNow();
        } catch (RuntimeException e) {
            dropAfterFailure(e);
        }
    }

    private void endNow() {
        if (stream == null && audio.size() > 0 && !closed && pipeline.recognizer().isPresent() && !justEnded()) {
            startUtterance(); // the VAD heard no speech: recognise what is held
        }
        if (stream != null) {
            finishUtterance();
        } else if (!justEnded() && !closed) {
            out.accept(new VoiceEvent.Problem("no_speech", "Nothing was heard before end: send audio frames first."));
        }
    }

    /** {@code {"type":"cancel"}}: drops the utterance being heard and stops the running turn. */
    public synchronized void cancel() {
        dropStream();
        decision.dropPending();
        if (!decision.stopRunningTurn()) { // a stopped turn sends its own end
            out.accept(new VoiceEvent.Ended("cancelled", decision.session(), Map.of()));
        }
    }

    /** An announcement for this room (automations, timers). */
    /**
     * Speaks an announcement in this room. A closed session refuses it with an exception, which the room's speakers
     * turn into a refusal the caller retries: returning quietly would tell a timer it was heard (its connection may
     * close after the speakers looked it up and before this runs).
     */
    void announce(String text) {
        if (closed) {
            throw new IllegalStateException("the room's microphone connection closed");
        }
        decision.announce(text);
    }

    void announcements(AutoCloseable registration) {
        this.announcements = registration;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        dropStream();
        decision.dropPending();
        decision.stopRunningTurn();
        try {
            announcements.close();
        } catch (Exception e) {
            LOG.debug("Announcement registration already gone: {}", e.getMessage());
        }
    }

    /** The class only: a message could quote what was heard. */
    private void dropAfterFailure(RuntimeException e) {
        LOG.warn("Room {}: hearing failed ({} at {}); the utterance was dropped", room, e.getClass().getName(),
                e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "(no stack)");
        try {
            dropStream();
            vad.ifPresent(VadSession::reset); // it may have failed half-way through a window
        } catch (RuntimeException again) {
            stream = null;
            audio.clear();
        }
        out.accept(new VoiceEvent.Problem("hearing_failed", "The hub could not listen to that; please say it again."));
    }

    private void startUtterance() {
        if (stream != null || closed) { // closed: a personal microphone's member went while its audio was heard
            return;
        }
        try {
            pipeline.refreshVocabulary(); // a device added or renamed since the last utterance is heard by name
            stream = pipeline.recognizer().orElseThrow().start();
        } catch (RecognitionException e) {
            LOG.warn("Recogniser could not start a stream: {}", e.getMessage());
            out.accept(new VoiceEvent.Problem("recognition_failed", "The recogniser failed; try again. " + e.getMessage()));
            return;
        }
        audio.speechStarted();
        out.accept(new VoiceEvent.Vad(true));
        decision.interruptedBySpeech();
        short[] held = audio.snapshot();
        feed(held, held.length);
    }

    private void feed(short[] samples, int length) {
        try {
            stream.accept(samples, length).ifPresent(partial -> out.accept(new VoiceEvent.Heard(partial, false, false)));
        } catch (RecognitionException e) {
            LOG.warn("Recogniser failed on audio: {}", e.getMessage());
        }
    }

    private void finishUtterance() {
        if (stream == null) {
            return;
        }
        long endOfSpeech = System.nanoTime();
        lastUtteranceEnd = endOfSpeech;
        heardBefore = true;
        Optional<Principal> member = personal.flatMap(PersonalMicrophone::member);
        if (personal.isPresent() && member.isEmpty()) {
            dropStream(); // removed or signed out since the hello: nobody to speak for
            return;
        }
        RecognitionStream finishing = stream;
        stream = null;
        short[] utterance = audio.snapshot();
        audio.clear();
        out.accept(new VoiceEvent.Vad(false));
        Milestones milestones = new Milestones(endOfSpeech);
        CompletableFuture<Transcript> transcript = CompletableFuture.supplyAsync(finishing::finish, pipeline.workers());
        CompletableFuture<SpeakerIdentification.Decision> speaker = member
                .map(p -> CompletableFuture.completedFuture(SpeakerIdentification.byToken(p)))
                .orElseGet(() -> byVoice(utterance));
        decision.decide(transcript, speaker, milestones);
    }

    /** Identifies the speaker by voice; a verified member is told, beside the decision, to the pipeline's listener. */
    private CompletableFuture<SpeakerIdentification.Decision> byVoice(short[] utterance) {
        CompletableFuture<SpeakerIdentification.Decision> speaker = CompletableFuture.supplyAsync(
                () -> pipeline.speakers().identify(utterance), pipeline.workers());
        speaker.thenAcceptAsync(d -> pipeline.decidedByVoice(room, d), pipeline.workers());
        return speaker;
    }

    /** The VAD ended an utterance in the last 2 s: an {@code end} right after it has nothing left to end. */
    private boolean justEnded() {
        return heardBefore && System.nanoTime() - lastUtteranceEnd < 2_000_000_000L;
    }

    private boolean dropStream() {
        if (stream == null) {
            audio.clear();
            return false;
        }
        stream.close();
        stream = null;
        audio.clear();
        return true;
    }

    private Consumer<String> speaker(Optional<EspeakSynthesis> synthesis) {
        return text -> synthesis.flatMap(s -> s.speak(text)).ifPresent(pcm -> out.accept(new VoiceEvent.SpokenAudio(pcm)));
    }
}
