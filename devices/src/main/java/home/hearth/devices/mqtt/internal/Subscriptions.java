package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.Incoming;
import home.hearth.policies.mqtt.TopicFilter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The filters a client wants, each with its handlers and its MQTT 5 subscription identifier; survives reconnects. A
 * broker sends one copy of a message per matching subscription (Mosquitto) or one copy naming them all (HiveMQ), each
 * copy carrying the identifiers of the subscriptions it is for: a copy goes to those filters' handlers only, so a
 * filter's handlers see a message once however many of the client's filters it matches.
 */
public final class Subscriptions {
    private static final Logger LOG = LoggerFactory.getLogger(Subscriptions.class);
    private final Map<String, Filter> filters = new ConcurrentHashMap<>();
    private final AtomicInteger lastId = new AtomicInteger();

    private record Filter(int id, List<Consumer<Incoming>> handlers) {}

    /** Adds a handler; true when the filter is new (and so must be subscribed on the broker). */
    public boolean add(String filter, Consumer<Incoming> handler) {
        boolean[] created = {false};
        filters.computeIfAbsent(filter, f -> {
            created[0] = true;
            return new Filter(lastId.incrementAndGet(), new CopyOnWriteArrayList<>());
        }).handlers.add(handler);
        return created[0];
    }

    public List<String> filters() {
        return List.copyOf(filters.keySet());
    }

    /** The subscription identifier of a filter given to {@link #add}. */
    public int id(String filter) {
        return filters.get(filter).id;
    }

    /**
     * Hands a copy of a message to every handler of the subscriptions it names ({@code subscriptionIds}), or, when it
     * names none (a broker without subscription identifiers), of every matching filter. A failing handler is logged,
     * never fatal.
     */
    public void dispatch(Incoming message, List<Integer> subscriptionIds) {
        for (Map.Entry<String, Filter> e : filters.entrySet()) {
            boolean forIt = subscriptionIds.isEmpty() ? TopicFilter.matches(e.getKey(), message.topic())
                    : subscriptionIds.contains(e.getValue().id);
            if (forIt) {
                for (Consumer<Incoming> h : e.getValue().handlers) {
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
