package home.hearth.hub.logging;

import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;

/**
 * The hub's log lines ({@code java.util.logging.SimpleFormatter.format}) where text that came from outside cannot
 * start an entry of its own. A message quotes what devices, clients and requests sent (a discovery announcement's
 * device class, a topic, an exception's message), and the console's lines become journald entries one by one: a line
 * break in such text wrote a second line that read as an entry the hub never logged. So a message's line breaks and
 * other control characters (U+2028 among them) are written escaped, and every further line of a record (its stack
 * trace) begins indented.
 */
public final class OneEntryPerLineFormatter extends SimpleFormatter {
    @Override
    public String formatMessage(LogRecord record) {
        return escaped(super.formatMessage(record), true);
    }

    @Override
    public String format(LogRecord record) {
        String[] lines = super.format(record).split("\n", -1);
        StringBuilder out = new StringBuilder(lines[0]);
        for (int i = 1; i < lines.length; i++) {
            String line = escaped(lines[i], false);
            out.append('\n');
            if (!line.isEmpty() && !Character.isWhitespace(line.charAt(0))) {
                out.append('\t');
            }
            out.append(line);
        }
        return out.toString();
    }

    /** {@code text} with control and line-separator characters escaped; a tab stays, and a line break unless asked. */
    static String escaped(String text, boolean lineBreaks) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean keep = c == '\t' || (c == '\n' && !lineBreaks)
                    || !(Character.isISOControl(c) || c == '\u2028' || c == '\u2029');
            if (keep && out == null) {
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (keep) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out == null ? text : out.toString();
    }
}
