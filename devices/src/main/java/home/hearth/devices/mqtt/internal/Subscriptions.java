package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.Incoming;
import home.hearth.policies.mqtt.TopicFilter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The filters a client wants, each with its handlers; survives reconnects. */
public final class Subscriptions {
    private static final Logger LOG = LoggerFactory.getLogger(Subscriptions.class);
    private final Map<String, List<Consumer<Incoming>>> handlers = new ConcurrentHashMap<>();

    /** Adds a handler; true when the filter is new (and so must be subscribed on the broker). */
    public boolean add(String filter, Consumer<Incoming> handler) {
        boolean[] created = {false};
        handlers.computeIfAbsent(filter, f -> {
            created[0] = true;
            return new CopyOnWriteArrayList<>();
        }).add(handler);
        return created[0];
    }

    public List<String> filters() {
        return List.copyOf(handlers.keySet());
    }

    /** Hands the message to every matching handler; a failing handler is logged, never fatal. */
    public void dispatch(Incoming message) {
        for (Map.Entry<String, List<Consumer<Incoming>>> e : handlers.entrySet()) {
            if (TopicFilter.matches(e.getKey(), message.topic())) {
                for (Consumer<Incoming> h : e.getValue()) {
                    try {
                        h.accept(message);
                    } catch (RuntimeException ex) {
                        LOG.warn("handler for {} failed on a message on {}: {}", e.getKey(), message.topic(), ex.toString());
                    }
                }
            }
        }
    }
}
