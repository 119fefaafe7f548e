package home.hearth.hub.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The hub's counters and gauges, served at {@code /metrics} in the Prometheus text format.
 * Names follow Prometheus conventions ({@code hearth_http_requests_total}); no label carries a
 * member's content.
 */
public final class HubMetrics {
    private final Map<String, LongAdder> counters = new ConcurrentHashMap<>();
    private final Map<String, LongSupplier> gauges = new ConcurrentSkipListMap<>();

    public void increment(String name) {
        counters.computeIfAbsent(name, n -> new LongAdder()).increment();
    }

    public void gauge(String name, LongSupplier value) {
        gauges.put(name, value);
    }

    /** The Prometheus exposition text. */
    public String render() {
        StringBuilder out = new StringBuilder();
        new ConcurrentSkipListMap<>(counters).forEach((name, v) ->
                out.append("# TYPE ").append(name).append(" counter\n").append(name).append(' ').append(v.sum()).append('\n'));
        gauges.forEach((name, v) ->
                out.append("# TYPE ").append(name).append(" gauge\n").append(name).append(' ').append(v.getAsLong()).append('\n'));
        return out.toString();
    }
}
