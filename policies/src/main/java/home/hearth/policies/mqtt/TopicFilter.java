package home.hearth.policies.mqtt;

/** MQTT topic-filter matching ({@code +} one level, {@code #} the rest), per MQTT 5 §4.7. */
public final class TopicFilter {
    private TopicFilter() {}

    /** Whether {@code topic} (no wildcards) matches {@code filter}. */
    public static boolean matches(String filter, String topic) {
        String[] f = filter.split("/", -1);
        String[] t = topic.split("/", -1);
        for (int i = 0; i < f.length; i++) {
            if (f[i].equals("#")) {
                return i == f.length - 1;
            }
            if (i >= t.length) {
                return false;
            }
            if (!f[i].equals("+") && !f[i].equals(t[i])) {
                return false;
            }
        }
        return f.length == t.length;
    }

    /**
     * Whether every topic that {@code requested} can match is also matched by {@code granted}:
     * a subscription is allowed only if it asks for no more than was granted.
     */
    public static boolean covers(String granted, String requested) {
        String[] g = granted.split("/", -1);
        String[] r = requested.split("/", -1);
        for (int i = 0; i < g.length; i++) {
            if (g[i].equals("#")) {
                return true;
            }
            if (i >= r.length || r[i].equals("#")) {
                return false;
            }
            if (!g[i].equals("+") && (r[i].equals("+") || !g[i].equals(r[i]))) {
                return false;
            }
        }
        return g.length == r.length;
    }
}
