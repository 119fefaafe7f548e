package home.hearth.hub.testing;

import home.hearth.hub.config.ConfigLoader;
import home.hearth.hub.config.HubConfig;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Configuration for a hub under test: free ports, a data directory and key file in a temp folder. */
public final class TestHub {
    private TestHub() {}

    /** The environment a test hub runs with; callers may add or replace entries. */
    public static Map<String, String> environment(Path dir) {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", dir.toString());
        env.put("HEARTH_HTTP_PORT", "0");
        env.put("HEARTH_HTTP_HOST", "127.0.0.1");
        env.put("HEARTH_MQTT_PORT", String.valueOf(freePort()));
        env.put("HEARTH_DATA_DIR", dir.resolve("data").toString());
        env.put("HEARTH_DB_KEY_FILE", dir.resolve("config/db.key").toString());
        // Translating every memory a test writes would run Apertium in the background of the whole
        // suite; the tests of translation turn it on.
        env.put("HEARTH_TRANSLATION", "off");
        // Memory extraction would send its own requests to a test's scripted model between the turns it
        // scripted; the tests of extraction and consolidation set their own batch size.
        env.put("HEARTH_EXTRACTION_BATCH", "100");
        return env;
    }

    public static HubConfig config(Path dir) {
        return ConfigLoader.load(environment(dir));
    }

    public static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free port", e);
        }
    }
}
