package home.hearth.hub.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/** Captures every log line of every logger at every level (SLF4J goes to java.util.logging here). */
public final class LogCapture extends Handler implements AutoCloseable {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger root = Logger.getLogger("");
    private final Level previous = root.getLevel();
    private final SimpleFormatter formatter = new SimpleFormatter();

    public LogCapture() {
        setLevel(Level.ALL);
        root.setLevel(Level.ALL);
        root.addHandler(this);
    }

    @Override
    public void publish(LogRecord r) {
        lines.add(formatter.format(r));
    }

    public String all() {
        return String.join("\n", lines);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        root.removeHandler(this);
        root.setLevel(previous);
    }
}
