package home.hearth.hub.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * CPU time of the calling thread plus the index's {@code memory-search-*} pool: what a search
 * costs in work, apart from waiting for a core on a busy machine (wall time says both).
 */
final class CpuClock {
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private long[] pool = new long[0];

    long now() {
        long total = threads.getCurrentThreadCpuTime();
        for (long id : poolThreads()) {
            total += Math.max(0, threads.getThreadCpuTime(id));
        }
        return total;
    }

    private long[] poolThreads() {
        if (pool.length == 0) {
            pool = Arrays.stream(threads.getThreadInfo(threads.getAllThreadIds()))
                    .filter(t -> t != null && t.getThreadName().startsWith("memory-search-"))
                    .mapToLong(ThreadInfo::getThreadId)
                    .toArray();
        }
        return pool;
    }

    void forget() {
        pool = new long[0];
    }

    /** CPU time of the whole process (all threads, GC included). */
    static long process() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
