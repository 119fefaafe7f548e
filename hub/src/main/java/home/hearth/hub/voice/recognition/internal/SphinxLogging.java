package home.hearth.hub.voice.recognition.internal;

import edu.cmu.sphinx.util.SphinxLogFormatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Keeps Sphinx4 quiet. Each configuration logs at INFO through a logger named after its XML file
 * ({@code default.config}) and, unless that logger already has a handler with Sphinx4's formatter,
 * adds a console handler that floods stderr past the hub's logging. So a discarding handler with
 * that formatter is put there first; the class-named loggers keep only severe messages.
 */
final class SphinxLogging {
    /** Strong references: java.util.logging forgets the settings of loggers nobody holds. */
    private static final Logger CONFIGURATION = Logger.getLogger("default.config");
    private static final Logger LIBRARY = Logger.getLogger("edu.cmu.sphinx");

    static {
        Handler discard = new Handler() {
            @Override
            public void publish(LogRecord record) {}

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        discard.setFormatter(new SphinxLogFormatter());
        discard.setLevel(Level.OFF);
        CONFIGURATION.addHandler(discard);
        CONFIGURATION.setUseParentHandlers(false);
        LIBRARY.setLevel(Level.SEVERE);
    }

    private SphinxLogging() {}

    /** Call before creating a Sphinx4 context. */
    static void install() {
        // The static initialiser did the work; this only makes sure it ran.
    }
}
