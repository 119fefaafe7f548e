package home.hearth.hub.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the machine's CPU was shared during the load: the hub, this JVM (the load generator), everything
 * else and idle, in cores on average. The machine is shared by other work, and the scheduler gives each
 * busy session its fair share, so the hub gets anything from about one core to all of them; the load
 * asks more than it gets, and its latencies are queueing that grows with the shortfall. Two runs' figures
 * compare only beside these (Linux {@code /proc} clock ticks; elsewhere the snapshot is empty).
 */
record CpuShare(long machineTicks, long idleTicks, long hubTicks, long generatorTicks) {
    /** USER_HZ: the unit of {@code /proc/stat} and {@code /proc/<pid>/stat} on Linux. */
    private static final double TICKS_PER_SECOND = 100;

    static CpuShare now(long hubPid) {
        try {
            long[] cpu = Arrays.stream(Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+"))
                    .skip(1).limit(8).mapToLong(Long::parseLong).toArray(); // user … steal (guest is inside user)
            return new CpuShare(Arrays.stream(cpu).sum(), cpu[3] + cpu[4], ticks(hubPid), ticks(ProcessHandle.current().pid()));
        } catch (IOException | RuntimeException notLinux) {
            return new CpuShare(0, 0, 0, 0);
        }
    }

    /** utime + stime of a process. */
    private static long ticks(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /** Average cores of each over {@code seconds} from {@code before} to this snapshot (empty when unknown). */
    Map<String, Object> since(CpuShare before, double seconds) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (machineTicks == 0 || before.machineTicks == 0 || seconds <= 0) {
            return m;
        }
        double busy = (machineTicks - before.machineTicks) - (idleTicks - before.idleTicks);
        double hub = hubTicks - before.hubTicks;
        double generator = generatorTicks - before.generatorTicks;
        m.put("hub_cores", cores(hub, seconds));
        m.put("load_generator_cores", cores(generator, seconds));
        m.put("others_cores", cores(Math.max(0, busy - hub - generator), seconds));
        m.put("idle_cores", cores(idleTicks - before.idleTicks, seconds));
        return m;
    }

    private static double cores(double ticks, double seconds) {
        return Math.round(ticks / TICKS_PER_SECOND / seconds * 100) / 100.0;
    }
}
