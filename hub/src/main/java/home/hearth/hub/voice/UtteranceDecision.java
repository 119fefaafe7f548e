package home.hearth.hub.voice;

import home.hearth.hub.conversation.Turn;
import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.conversation.TurnSource;
import home.hearth.hub.voice.internal.TurnRelay;
import home.hearth.hub.voice.recognition.Transcript;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What one room does with each finished utterance: waits for its transcript and speaker (both
 * reported as they arrive), then rejects it ("sorry, I did not catch that"), stops the running
 * turn ("stop"), joins it to the previous utterance ("and…") or starts a new turn. Holds the
 * room's running turn and the session of its last turn (reported in its end events). Thread-safe.
 */
final class UtteranceDecision {
    private static final Logger LOG = LoggerFactory.getLogger(UtteranceDecision.class);
    static final String NOT_CAUGHT = "Sorry, I did not catch that.";
    private final String room;
    private final VoicePipeline pipeline;
    private final Consumer<VoiceEvent> out;
    private final Consumer<String> speak;
    private TurnRelay relay;
    private TurnService.TurnHandle handle;
    private String session;
    private String previousText;
    private long previousAt;
    /** Bumped by a cancel or a close: an utterance that ended before it starts no turn when its transcript comes. */
    private long generation;

    UtteranceDecision(String room, VoicePipeline pipeline, Consumer<VoiceEvent> out, Consumer<String> speak) {
        this.room = room;
        this.pipeline = pipeline;
        this.out = out;
        this.speak = speak;
    }

    void decide(CompletableFuture<Transcript> transcript, CompletableFuture<SpeakerIdentification.Decision> speaker,
            Milestones milestones) {
        long ended = generation();
        // Each is reported as soon as it is known; the turn waits for both reports.
        CompletableFuture<Transcript> heard = transcript.thenApply(t -> {
            milestones.reach(Milestones.TRANSCRIPT_FINAL);
            out.accept(new VoiceEvent.Heard(t.text(), true, t.rejected() || t.text().isBlank()));
            return t;
        });
        CompletableFuture<SpeakerIdentification.Decision> decided = speaker.thenApply(s -> {
            milestones.reach(Milestones.SPEAKER_DECIDED);
            out.accept(s.event());
            return s;
        });
        heard.thenAcceptBoth(decided, (t, s) -> act(t, s, milestones, ended)).exceptionally(e -> {
            if (ended != generation()) {
                return null; // already ended as cancelled, or nobody is listening
            }
            LOG.warn("An utterance in room {} could not be handled: {}", room, e.toString());
            out.accept(new VoiceEvent.Problem("recognition_failed", "The hub could not make out that utterance; try again."));
            out.accept(new VoiceEvent.Ended("failed", session(), milestones.ordered()));
            return null;
        });
    }

    /**
     * Decides under the lock and speaks "not caught" after it: synthesis takes a good part of a second on a Pi, and
     * the room's audio thread needs the lock meanwhile (speech that starts stops the running turn).
     */
    private void act(Transcript t, SpeakerIdentification.Decision speaker, Milestones milestones, long ended) {
        synchronized (this) {
            if (ended != generation) {
                return; // cancelled or closed while its transcript was worked out: the client was told, nothing starts
            }
            if (!t.rejected() && !t.text().isBlank()) {
                actOn(t.text().strip(), speaker, milestones);
                return;
            }
        }
        out.accept(new VoiceEvent.Reply(NOT_CAUGHT, false));
        speak.accept(NOT_CAUGHT);
        end("rejected", milestones);
    }

    private void actOn(String heard, SpeakerIdentification.Decision speaker, Milestones milestones) {
        long now = System.nanoTime();
        Duration since = Duration.ofNanos(now - previousAt);
        String text = heard;
        switch (Interruptions.classify(text, since, previousText != null)) {
            case STOP -> {
                stopRunningTurn();
                previousText = null;
                end("stopped", milestones);
                return;
            }
            case CONTINUATION -> text = previousText + " " + text;
            case NEW_TURN -> { }
        }
        stopRunningTurn();
        previousText = text;
        previousAt = now;
        start(cut(text), speaker, milestones);
    }

    private void start(String text, SpeakerIdentification.Decision speaker, Milestones milestones) {
        // No session id: the conversation continues the speaker's own session in this room (a member's, or the room's
        // for a speaker it is not sure of). The last turn's session belongs to whoever spoke last, who may be someone else.
        Turn turn = new Turn(Optional.of(room), speaker.principal(), text, TurnSource.VOICE, Optional.empty(), Instant.now());
        TurnRelay r = new TurnRelay(milestones, out, speak, this::turnEnded);
        relay = r;
        try {
            handle = pipeline.turns().start(turn, r);
        } catch (RuntimeException e) {
            LOG.warn("The turn service refused a turn in room {}: {}", room, e.toString());
            relay = null;
            out.accept(new VoiceEvent.Problem("turn_failed", "The hub could not handle that just now; try again."));
            end("failed", milestones);
        }
    }

    private synchronized void turnEnded(TurnRelay ended, String sessionId) {
        session = sessionId;
        pipeline.stats().record(ended.milestones().asMap());
        if (relay == ended) {
            relay = null;
            handle = null;
        }
    }

    /** Speech started while a turn is replying: that reply stops. */
    void interruptedBySpeech() {
        stopRunningTurn();
    }

    /** A cancel or a close: utterances whose transcript is still being worked out start no turn. */
    synchronized void dropPending() {
        generation++;
    }

    private synchronized long generation() {
        return generation;
    }

    /** Stops the running turn, if any (its end event still follows); true when there was one. */
    synchronized boolean stopRunningTurn() {
        if (relay == null || relay.over()) {
            return false;
        }
        relay.supersede();
        if (handle != null) {
            handle.cancel();
        }
        relay = null;
        handle = null;
        return true;
    }

    void announce(String text) {
        out.accept(new VoiceEvent.Reply(text, true));
        speak.accept(text);
    }

    synchronized Optional<String> session() {
        return Optional.ofNullable(session);
    }

    private void end(String outcome, Milestones milestones) {
        pipeline.stats().record(milestones.asMap());
        out.accept(new VoiceEvent.Ended(outcome, session(), milestones.ordered()));
    }

    private static String cut(String text) {
        return text.length() <= Turn.MAX_TEXT_CHARS ? text : text.substring(0, Turn.MAX_TEXT_CHARS);
    }
}
