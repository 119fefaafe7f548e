package home.hearth.hub.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Facts of the machine a figure was measured on: it is shared and noisy, so say how busy it was. */
final class Machine {
    private Machine() {}

    static Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("java", System.getProperty("java.version"));
        m.put("os_arch", System.getProperty("os.arch"));
        try {
            String[] load = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            m.put("load_avg_1m", Double.parseDouble(load[0]));
            m.put("load_avg_5m", Double.parseDouble(load[1]));
            m.put("load_avg_15m", Double.parseDouble(load[2]));
        } catch (IOException | RuntimeException e) {
            m.put("load_avg_1m", java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        return m;
    }
}
