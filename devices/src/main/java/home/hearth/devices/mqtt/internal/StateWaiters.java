package home.hearth.devices.mqtt.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import home.hearth.devices.mqtt.Incoming;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who is waiting for the next state message of which device topic, and the last report of each
 * device in the inventory (kept only to be shown as old, never as current). Only the inventory's
 * state topics keep one: anybody who may publish under a device base could otherwise fill the
 * hub's heap with a report per made-up topic.
 */
public final class StateWaiters {
    private static final Logger LOG = LoggerFactory.getLogger(StateWaiters.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Map<String, List<Waiter>> waiting = new ConcurrentHashMap<>();
    private final Map<String, Report> last = new ConcurrentHashMap<>();
    private volatile Set<String> kept = Set.of();
    private final Clock clock;

    /** A state payload and when it arrived. */
    public record Report(JsonNode payload, Instant at) {}

    private record Waiter(Predicate<JsonNode> accepts, CompletableFuture<Report> answer) {}

    public StateWaiters(Clock clock) {
        this.clock = clock;
    }

    /** Registers interest in the next state on {@code topic} that {@code accepts}; call before asking. */
    public CompletableFuture<Report> await(String topic, Predicate<JsonNode> accepts) {
        Waiter w = new Waiter(accepts, new CompletableFuture<>());
        waiting.computeIfAbsent(topic, t -> new CopyOnWriteArrayList<>()).add(w);
        w.answer.whenComplete((r, e) -> waiting.getOrDefault(topic, List.of()).remove(w));
        return w.answer;
    }

    public Optional<Report> last(String topic) {
        return Optional.ofNullable(last.get(topic));
    }

    /** Keeps last reports of these state topics only (the inventory's devices); drops any other's now. */
    public void keepLastReportsOf(Set<String> stateTopics) {
        kept = Set.copyOf(stateTopics);
        last.keySet().retainAll(kept);
    }

    /** How many last reports are kept: at most one per state topic given to {@link #keepLastReportsOf}. */
    public int lastReports() {
        return last.size();
    }

    /** Takes a message from a device base subscription; ignores /get, /set and non-object payloads. */
    public void offer(Incoming m) {
        if (m.topic().endsWith("/get") || m.topic().endsWith("/set") || m.payload().length == 0
                || !kept.contains(m.topic()) && !waiting.containsKey(m.topic())) {
            return;
        }
        JsonNode json;
        try {
            json = JSON.readTree(m.payload());
        } catch (IOException e) {
            LOG.debug("ignoring a state message on {} that is not JSON", m.topic());
            return;
        }
        if (json == null || !json.isObject()) {
            LOG.debug("ignoring a state message on {} that is not a JSON object", m.topic());
            return;
        }
        Report r = new Report(json, clock.instant());
        if (kept.contains(m.topic())) {
            last.put(m.topic(), r);
            if (!kept.contains(m.topic())) {
                last.remove(m.topic()); // its device was removed meanwhile
            }
        }
        for (Waiter w : waiting.getOrDefault(m.topic(), List.of())) {
            if (w.accepts.test(json)) {
                w.answer.complete(r);
            }
        }
    }
}
