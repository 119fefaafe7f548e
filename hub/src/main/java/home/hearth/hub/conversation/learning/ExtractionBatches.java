package home.hearth.hub.conversation.learning;

import home.hearth.hub.config.ConversationConfig;
import home.hearth.hub.conversation.extraction.ExtractionResult;
import home.hearth.hub.conversation.extraction.ExtractionTurn;
import home.hearth.hub.conversation.extraction.MemoryExtractor;
import home.hearth.hub.lifecycle.Repeating;
import home.hearth.policies.Principal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The background listener that learns from conversations: it buffers each verified member's turns
 * per session ({@link Heard}, apart from the session's history) and sends a batch to the language
 * model's {@link MemoryExtractor} when at least {@code extractionBatch} messages are pending and
 * {@code extractionInterval} has passed since its last run, or when the session ends (no turn for
 * {@code sessionIdle}). Each candidate goes through the entry gate as {@code inferred}, written as
 * the member whose turns they were ({@link CandidateWrites}). Without a model it does nothing: only
 * explicit "remember …" requests make memories.
 *
 * <p>One thread, {@code hearth-extraction}: turns never wait for the model. Pending messages live in
 * memory only; a hub stopped mid-batch loses them (nothing half-extracted is written).
 */
public final class ExtractionBatches implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ExtractionBatches.class);
    private final Optional<MemoryExtractor> extractor;
    private final CandidateWrites writes;
    private final Predicate<String> stillKept;
    private final ConversationConfig settings;
    private final ZoneId zone;
    private final Clock clock;
    private final LearningStats stats;
    private final Map<String, Heard> sessions = new ConcurrentHashMap<>();
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "hearth-extraction");
        t.setDaemon(true);
        return t;
    });
    private volatile Consumer<Principal> onSessionEnd = p -> { };
    /** Members heard since the last nightly run, for the nightly consolidation. */
    private final Map<String, Principal> heardSinceNightly = new ConcurrentHashMap<>();
    private volatile boolean closed;
    private final Runnable check = Repeating.surviving(LOG, "Memory extraction's check", this::check);
    /** Only the worker thread reads and writes it. */
    private Instant lastRun = Instant.EPOCH;

    /**
     * @param stillKept whether a session still exists: a batch of a session its member deleted (or of a
     *     member who was erased) is dropped unread
     */
    public ExtractionBatches(Optional<MemoryExtractor> extractor, CandidateWrites writes, Predicate<String> stillKept,
            ConversationConfig settings, ZoneId zone, Clock clock, LearningStats stats) {
        this.extractor = extractor;
        this.stillKept = stillKept;
        this.writes = writes;
        this.settings = settings;
        this.zone = zone;
        this.clock = clock;
        this.stats = stats;
    }

    /** Checks the time conditions regularly (a session ends by silence, the interval passes). */
    public ExtractionBatches start() {
        if (extractor.isPresent()) {
            long tick = tick().toMillis();
            worker.scheduleWithFixedDelay(check, tick, tick, TimeUnit.MILLISECONDS);
        }
        return this;
    }

    /**
     * What to do for a member when one of their sessions ends, after its last batch, and nightly at
     * {@code nightlyAt} (household time) for every member heard since the previous night: the
     * profile consolidation.
     */
    public void whenASessionEnds(Consumer<Principal> action, LocalTime nightlyAt) {
        this.onSessionEnd = action;
        scheduleNightly(nightlyAt);
    }

    private void scheduleNightly(LocalTime at) {
        ZonedDateTime now = clock.instant().atZone(zone);
        ZonedDateTime next = now.toLocalDate().atTime(at).atZone(zone);
        if (!next.isAfter(now)) {
            next = now.toLocalDate().plusDays(1).atTime(at).atZone(zone);
        }
        try {
            worker.schedule(Repeating.surviving(LOG, "Nightly consolidation", () -> nightly(at)), Duration.between(now, next).toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // stopping
        }
    }

    private void nightly(LocalTime at) {
        try {
            List<Principal> members = List.copyOf(heardSinceNightly.values());
            heardSinceNightly.clear();
            LOG.info("Nightly consolidation of {} members' profiles", members.size());
            for (Principal p : members) {
                if (closed) {
                    return;
                }
                try {
                    onSessionEnd.accept(p);
                } catch (RuntimeException e) {
                    LOG.warn("Nightly consolidation failed: {}", e.toString());
                }
            }
        } finally {
            // The next night is booked whatever became of this one.
            if (!closed) {
                scheduleNightly(at);
            }
        }
    }

    /** A turn was kept in {@code session}: buffers it when a model is configured and the speaker is a verified member. */
    public void heard(String session, Principal who, String said, String reply) {
        if (extractor.isEmpty() || closed || !who.isVerified() || who.member().isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        heardSinceNightly.put(who.member().get().value(), who);
        while (true) {
            Heard h = sessions.computeIfAbsent(session, s -> new Heard(s, who, now));
            if (h.add(who, said, reply, now)) {
                break;
            }
            sessions.remove(session, h);
        }
        try {
            worker.execute(check);
        } catch (RejectedExecutionException e) {
            // stopping: what is pending is dropped
        }
    }

    public LearningStats stats() {
        return stats;
    }

    private void check() {
        try {
            Instant now = clock.instant();
            for (Heard h : sessions.values()) {
                if (closed) {
                    return;
                }
                // "Forget all my memories" covers what was heard and not yet learned from.
                h.principal().member().flatMap(writes::forgotAllAt).ifPresent(h::dropHeardUntil);
                if (!h.lastTurnAt().plus(settings.sessionIdle()).isAfter(now)) {
                    sessionEnded(h, now);
                } else if (h.size() >= settings.extractionBatch()
                        && !lastRun.plus(settings.extractionInterval()).isAfter(now)) {
                    run(h, h.take(), now);
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("Memory extraction check failed: {}", e.toString());
        }
    }

    private void sessionEnded(Heard h, Instant now) {
        List<ExtractionTurn> rest = h.end();
        sessions.remove(h.session, h);
        if (!rest.isEmpty()) {
            run(h, rest, now);
        }
        try {
            onSessionEnd.accept(h.principal());
        } catch (RuntimeException e) {
            LOG.warn("Consolidation after session {} failed: {}", h.session, e.toString());
        }
    }

    private void run(Heard h, List<ExtractionTurn> batch, Instant now) {
        if (!stillKept.test(h.session)) {
            LOG.debug("Session {} was deleted; its {} pending messages are dropped unread", h.session, batch.size());
            return;
        }
        lastRun = now;
        stats.runs.increment();
        ExtractionResult result;
        try {
            result = extractor.orElseThrow().extract(batch, now.atZone(zone), () -> closed);
        } catch (RuntimeException e) {
            stats.failed.increment();
            LOG.warn("Memory extraction of a batch of session {} failed (its {} messages are dropped): {}", h.session,
                    batch.size(), e.toString());
            return;
        }
        LOG.debug("Extraction of session {}: {} candidates, {} dropped by the reader", h.session,
                result.memories().size(), result.dropped());
        // The model can take a minute on a Pi: a "forget all my memories" said meanwhile covers this batch too.
        if (h.principal().member().flatMap(writes::forgotAllAt).filter(forgot -> !forgot.isBefore(now)).isPresent()) {
            stats.forgotten.add(result.memories().size());
            LOG.debug("Session {}: its member forgot everything while the batch was with the model; {} candidates"
                    + " dropped", h.session, result.memories().size());
            return;
        }
        result.memories().forEach(m -> writes.write(h.principal(), h.session, m, batch));
    }

    @Override
    public void close() {
        closed = true;
        worker.shutdownNow();
    }

    /** How often the worker looks at the time conditions: a third of the shorter one, 0.2–30 s. */
    private Duration tick() {
        return Duration.ofMillis(Math.clamp(Math.min(settings.extractionInterval().toMillis(),
                settings.sessionIdle().toMillis()) / 3, 200, 30_000));
    }
}
