package home.hearth.hub.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Optional;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * LoCoMo conversations read from their folder (the data stays outside the repository): turns,
 * observations as atomic facts with their evidence, and questions with evidence and category.
 */
final class Locomo {
    /** An indexable text, the dialogue ids it stands for, and when its session took place (UTC, when given). */
    record Item(String id, String text, Set<String> evidence, Optional<Instant> written) {}

    record Question(String text, Set<String> evidence, int category) {}

    record Conversation(String id, List<Item> turns, List<Item> observations, List<Question> questions) {}

    /** A fixed half of the ten conversations: "tune" (defaults are chosen on it) or "holdout" (only reported). */
    record Half(String name, List<Conversation> conversations) {}

    /**
     * The split, fixed once (issue 12) and never tuned: the first five files in name order tune, the last
     * five are held out. Questions: 999 tune / 987 holdout (categories 1–4: 762 / 778).
     */
    static final List<String> TUNING = List.of("26", "30", "41", "42", "43");

    static List<Half> halves(List<Conversation> all) {
        return List.of(new Half("tune", all.stream().filter(c -> TUNING.contains(c.id())).toList()),
                new Half("holdout", all.stream().filter(c -> !TUNING.contains(c.id())).toList()));
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private Locomo() {}

    static List<Conversation> read(Path folder, int limit) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IOException("LoCoMo folder not found: " + folder.toAbsolutePath()
                    + " (pass --locomo DIR; see ../shared/data/locomo/README.md)");
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> jsons = files.filter(p -> p.toString().endsWith(".json")).sorted().limit(limit).toList();
            List<Conversation> out = new ArrayList<>();
            for (Path p : jsons) {
                out.add(conversation(p.getFileName().toString().replace(".json", ""), JSON.readTree(p.toFile())));
            }
            return out;
        }
    }

    private static Conversation conversation(String id, JsonNode root) {
        List<Item> turns = new ArrayList<>();
        List<Item> facts = new ArrayList<>();
        // -Dlocomo.dates=text also writes the session's day before each text (embedded too, unlike the hub)
        boolean dated = System.getProperty("locomo.dates", "").equals("text");
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().matches("session_\\d+") && e.getValue().isArray()) {
                List<Item> session = new ArrayList<>();
                String date = dated ? date(root, e.getKey()) : "";
                Optional<Instant> written = written(root, e.getKey());
                e.getValue().forEach(t -> session.add(turn(id, t, date, written)));
                turns.addAll(withContext(session, Integer.getInteger("locomo.context", 0)));
            } else if (e.getKey().matches("session_\\d+_observation")) {
                String date = dated ? date(root, e.getKey().replace("_observation", "")) : "";
                Optional<Instant> written = written(root, e.getKey().replace("_observation", ""));
                e.getValue().fields().forEachRemaining(speaker -> speaker.getValue().forEach(f -> facts.add(
                        new Item(id + "/o" + facts.size(), date + f.get(0).asText(), evidence(f.get(1)), written))));
            }
        }
        List<Question> questions = new ArrayList<>();
        root.path("qa").forEach(q -> questions.add(
                new Question(q.path("question").asText(), evidence(q.path("evidence")), q.path("category").asInt())));
        return new Conversation(id, turns, facts, questions);
    }

    /**
     * Each turn with the {@code before} turns that precede it in its session ({@code -Dlocomo.context=N},
     * default 0): a reply such as "Yes, last Saturday!" carries the question it answers.
     */
    private static List<Item> withContext(List<Item> session, int before) {
        List<Item> out = new ArrayList<>(session.size());
        for (int i = 0; i < session.size(); i++) {
            StringBuilder text = new StringBuilder();
            for (int j = Math.max(0, i - before); j < i; j++) {
                text.append(session.get(j).text()).append('\n');
            }
            Item item = session.get(i);
            out.add(new Item(item.id(), text.append(item.text()).toString(), item.evidence(), item.written()));
        }
        return out;
    }

    private static final DateTimeFormatter SESSION_TIME = new DateTimeFormatterBuilder().parseCaseInsensitive()
            .appendPattern("h:mm a 'on' d MMMM, yyyy").toFormatter(Locale.ENGLISH);

    /** When a session took place ("1:56 pm on 8 May, 2023"), read as UTC; empty when missing or unreadable. */
    private static Optional<Instant> written(JsonNode root, String session) {
        try {
            return Optional.of(LocalDateTime.parse(root.path(session + "_date_time").asText(""), SESSION_TIME)
                    .toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** With {@code -Dlocomo.dates=text}, the day of the session ("(8 May, 2023) ") that begins each text. */
    private static String date(JsonNode root, String session) {
        String when = root.path(session + "_date_time").asText("");
        int on = when.indexOf(" on ");
        return when.isEmpty() ? "" : "(" + (on >= 0 ? when.substring(on + 4) : when) + ") ";
    }

    private static Item turn(String conversation, JsonNode t, String date, Optional<Instant> written) {
        String dia = t.path("dia_id").asText();
        String text = date + t.path("speaker").asText() + ": " + t.path("text").asText();
        if (t.hasNonNull("blip_caption")) {
            text += " [shares " + t.path("blip_caption").asText() + "]";
        }
        return new Item(conversation + "/" + dia, text, Set.of(dia), written);
    }

    /** Evidence is a dialogue id, a list of them, or a string holding several ("D8:6; D9:17"). */
    private static Set<String> evidence(JsonNode node) {
        Set<String> ids = new LinkedHashSet<>();
        if (node.isArray()) {
            node.forEach(n -> ids.addAll(evidence(n)));
        } else if (node.isTextual()) {
            for (String part : node.asText().split("[;,\\s]+")) {
                if (part.matches("D\\d+:\\d+")) {
                    ids.add(part);
                }
            }
        }
        return ids;
    }
}
