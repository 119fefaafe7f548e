package home.hearth.hub.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bounded load test ({@link LoadScenario}): four rooms streaming speech, eight memory
 * writers, 50 searches/s and 100 MQTT requests/s for {@code hearth.load.seconds} (default 60) on
 * loopback against the real hub process. Nothing may be lost and nothing may fail; latencies and
 * resident memory are reported as bench lines, never asserted (the machine is shared and noisy),
 * except that the hub must fit in a 2 GB Raspberry Pi at all.
 */
@Tag("load")
class HubUnderLoadTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void roomsWritersSearchesAndAutomationsAtOnceLoseNothingAndReportLatenciesAndMemory() throws Exception {
        LoadScenario.Result result = new LoadScenario(LoadScenario.Settings.fromProperties(), dir).run();
        LoadBench.report(result, System.out);
        assertEquals(List.of(), result.problems(), "under load");
        Map<String, Object> memory = result.lines().get(result.lines().size() - 1);
        double peak = ((Number) memory.get("rss_load_peak_mib")).doubleValue();
        assertTrue(peak > 0, "the hub's resident memory was read: " + memory);
        assertTrue(peak < 2048, "the hub fits in a 2 GB Raspberry Pi at all: " + memory);
    }
}
