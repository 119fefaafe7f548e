package home.hearth.hub.testing;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Captures every log record of every logger at every level (SLF4J goes to java.util.logging here),
 * both as formatted and with its raw message and parameters, so a marker cannot hide in either.
 */
public final class LogCapture extends Handler implements AutoCloseable {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger root = Logger.getLogger("");
    private final Logger hearth = Logger.getLogger("home.hearth");
    private final Level previousRoot = root.getLevel();
    private final Level previousHearth = hearth.getLevel();
    private final SimpleFormatter formatter = new SimpleFormatter();

    public LogCapture() {
        setLevel(Level.ALL);
        root.setLevel(Level.ALL);
        hearth.setLevel(Level.ALL);
        root.addHandler(this);
    }

    @Override
    public void publish(LogRecord r) {
        lines.add(formatter.format(r) + " | raw: " + r.getMessage() + " " + Arrays.toString(r.getParameters()));
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    /** The captured lines that contain {@code text} (an empty list is what a privacy test wants). */
    public List<String> containing(String text) {
        return lines.stream().filter(l -> l.contains(text)).toList();
    }

    public String all() {
        return String.join("\n", lines);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        root.removeHandler(this);
        root.setLevel(previousRoot);
        hearth.setLevel(previousHearth);
    }
}
