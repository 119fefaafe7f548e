package home.hearth.hub.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/** Prints one JSON object per line, each with the machine facts. */
final class JsonLines {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final PrintStream out;
    private final Map<String, Object> machine = new LinkedHashMap<>();

    JsonLines(PrintStream out) {
        this.out = out;
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("java", System.getProperty("java.version"));
        machine.put("os_arch", System.getProperty("os.arch"));
        machine.put("max_heap_mb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        machine.put("vector_incubator", ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .anyMatch(a -> a.contains("jdk.incubator.vector")));
    }

    void print(Map<String, Object> figure) {
        Map<String, Object> line = new LinkedHashMap<>(figure);
        Map<String, Object> facts = new LinkedHashMap<>(machine);
        facts.put("load_avg_1m", round(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        line.put("machine", facts);
        try {
            out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write a bench line", e);
        }
        out.flush();
    }

    /** p50, p95 and p99 of the samples in milliseconds. */
    static Map<String, Object> percentilesMs(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("p50_ms", ms(sorted, 0.50));
        p.put("p95_ms", ms(sorted, 0.95));
        p.put("p99_ms", ms(sorted, 0.99));
        p.put("samples", sorted.length);
        return p;
    }

    private static double ms(long[] sorted, double q) {
        int i = (int) Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
        return Math.round(sorted[Math.max(0, i)] / 1e4) / 100.0;
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
