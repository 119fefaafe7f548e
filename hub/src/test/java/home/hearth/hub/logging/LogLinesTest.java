package home.hearth.hub.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.discovery.Discovered;
import home.hearth.devices.discovery.HomeAssistantDiscovery;
import io.helidon.logging.jul.HelidonConsoleHandler;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

/**
 * The hub's log lines as its console handler writes them (journald keeps each line as an entry): text that came from
 * outside (here a device's discovery announcement, which the importer logs when it skips it) must not start an entry
 * of its own.
 */
class LogLinesTest {
    private static final String FORGED = "2026-12-07T15:00:00.000 INFO    home.hearth.hub.web.auth.AuthApi - admin signed in";

    @Test
    void textFromOutsideNeverStartsALineOfItsOwn() throws Exception {
        Formatter hubs = hubFormatter();
        byte[] announcement = ("{\"device_class\":\"door\\n" + FORGED + "\",\"state_topic\":\"zigbee2mqtt/x\"}")
                .getBytes(StandardCharsets.UTF_8);
        Discovered d = HomeAssistantDiscovery.parse("homeassistant/binary_sensor/x/config", announcement);
        String skipped = d.skipped().get(0);
        assertTrue(skipped.contains("\n" + FORGED), skipped);

        String line = hubs.format(record("discovery skipped: " + skipped, null));
        assertEquals(List.of(), forged(line), line);
        String withTrace = hubs.format(record("discovery could not import a message",
                new IllegalArgumentException(skipped)));
        assertEquals(List.of(), forged(withTrace), withTrace);
        assertTrue(withTrace.contains("\tat "), "the stack trace is still there: " + withTrace);
    }

    /** Lines that begin like a log entry of their own (after the record's first). */
    private static List<String> forged(String formatted) {
        return formatted.lines().skip(1).filter(l -> l.startsWith("2026-")).toList();
    }

    private static LogRecord record(String message, Throwable thrown) {
        LogRecord r = new LogRecord(Level.WARNING, message);
        r.setLoggerName("home.hearth.devices.discovery.DiscoveryImporter");
        r.setThrown(thrown);
        return r;
    }

    /** The formatter of the console handler as the hub's logging.properties configures it (then configured back). */
    private static Formatter hubFormatter() throws Exception {
        LogManager logging = LogManager.getLogManager();
        try (InputStream in = LogLinesTest.class.getResourceAsStream("/logging.properties")) {
            logging.readConfiguration(in);
            HelidonConsoleHandler console = new HelidonConsoleHandler();
            Formatter f = console.getFormatter();
            console.close();
            return f;
        } finally {
            logging.readConfiguration();
        }
    }
}
