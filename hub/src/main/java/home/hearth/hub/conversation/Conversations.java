package home.hearth.hub.conversation;

import home.hearth.devices.Inventory;
import home.hearth.devices.mqtt.MqttDeviceGateway;
import home.hearth.hub.conversation.internal.ContextAssembly;
import home.hearth.hub.conversation.internal.DeviceFinder;
import home.hearth.hub.conversation.internal.DeviceTurns;
import home.hearth.hub.conversation.internal.DeviceWording;
import home.hearth.hub.conversation.internal.EventSink;
import home.hearth.hub.conversation.internal.EvidenceTurns;
import home.hearth.hub.conversation.internal.MemoryTurns;
import home.hearth.hub.conversation.internal.MemoryWording;
import home.hearth.hub.conversation.internal.ModelTurns;
import home.hearth.hub.conversation.learning.ExtractionBatches;
import home.hearth.hub.conversation.learning.LearningStats;
import home.hearth.hub.conversation.model.LanguageModel;
import home.hearth.hub.conversation.internal.SessionLanes;
import home.hearth.hub.conversation.internal.SessionState;
import home.hearth.hub.conversation.internal.Sessions;
import home.hearth.hub.conversation.internal.TimerTurns;
import home.hearth.hub.conversation.internal.ToolRouter;
import home.hearth.hub.conversation.internal.ToolRunner;
import home.hearth.hub.conversation.internal.TurnContext;
import home.hearth.hub.conversation.sessions.SessionStore;
import home.hearth.hub.conversation.sessions.SessionSummaries;
import home.hearth.hub.conversation.timers.Timers;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.conversation.internal.TaskTurns;
import home.hearth.hub.conversation.internal.TurnRouter;
import home.hearth.hub.memory.MemoryService;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * The hub's {@link TurnService}: local intents in English and Portuguese (device commands and live
 * state questions; remember, forget and questions answered from the member's memories; timers and
 * reminders) with yes/no
 * questions carried to the session's next turn. Each turn runs on
 * its own virtual thread ({@code turn-N}); turns of one session run in order.
 */
public final class Conversations implements TurnService, AutoCloseable {
    private final ExecutorService pool = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("turn-", 0).factory());
    private final SessionLanes lanes = new SessionLanes(pool);
    private final Sessions sessions;
    private final TurnStats stats = new TurnStats();
    private final TurnRouter router;
    private final Clock clock;
    private final ExtractionBatches learning;

    /**
     * @param deadline how long a live state read or command waits for the device
     * @param sessionStore where sessions and their messages are kept
     * @param summaries summarises sessions that outgrow their window (when a model is configured)
     * @param timers the household's timers (their wording carries the household's time zone, which the
     *     prompt's temporal context uses too)
     * @param model answers what no local intent takes; empty: such turns are told a model is needed
     * @param learning hears every kept turn, for memory extraction in batches
     * @param tasks background tasks ("turn off all the lights", sequences the model asks for)
     */
    public Conversations(Inventory inventory, MqttDeviceGateway gateway, Duration deadline, MemoryService memories,
            Timers timers, SessionStore sessionStore, SessionSummaries summaries, Optional<LanguageModel> model,
            ExtractionBatches learning, Tasks tasks, Clock clock) {
        this.clock = clock;
        this.learning = learning;
        ZoneId zone = timers.wording().zone();
        this.sessions = new Sessions(sessionStore, summaries, clock, zone);
        DeviceTurns devices = new DeviceTurns(new DeviceFinder(inventory), gateway, deadline, new DeviceWording(zone), clock);
        MemoryTurns memoryTurns = new MemoryTurns(memories, new MemoryWording(zone), clock);
        TimerTurns timerTurns = new TimerTurns(timers, clock);
        TaskTurns taskTurns = new TaskTurns(tasks, inventory);
        Optional<ModelTurns> answers = model.map(m -> new ModelTurns(m, new ContextAssembly(memories, sessionStore, zone, clock),
                new ToolRouter(inventory), new ToolRunner(devices, memoryTurns, timerTurns, taskTurns)));
        this.router = new TurnRouter(devices, memoryTurns, timerTurns, taskTurns, answers,
                new EvidenceTurns(devices, answers, zone, clock), sessions, learning, clock);
    }

    @Override
    public TurnHandle start(Turn turn, Consumer<TurnEvent> events) {
        EventSink sink = new EventSink(e -> {
            if (e instanceof TurnEvent.End end) {
                stats.record(end.milestones(), end.figures());
            }
            events.accept(e);
        }, turn.receivedAt(), clock);
        Optional<SessionState> session = sessions.forTurn(turn);
        if (session.isEmpty()) {
            pool.execute(() -> {
                sink.emit(new TurnEvent.Failed("not_found", "Session not found. Leave 'session' out to start a new one."));
                sink.end(turn.session().orElse(""));
            });
            return sink::cancel;
        }
        lanes.run(session.get().id(), () -> router.handle(new TurnContext(turn, session.get(), sink)));
        return sink::cancel;
    }

    /** Turn counts and milestone quantiles for {@code /metrics}. */
    public TurnStats stats() {
        return stats;
    }

    /** What memory extraction came to, for {@code /metrics}. */
    public LearningStats learned() {
        return learning.stats();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
