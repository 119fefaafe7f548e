package home.hearth.hub.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code make bench} entry point for the load scenario ({@link LoadScenario}): runs it once and
 * prints its JSON lines (also written to {@code hub/target/bench/load.jsonl}); what was lost or
 * failed goes to stderr and the exit status. {@code -Dhearth.load.seconds=N} shortens it.
 */
public final class LoadBench {
    private static final ObjectMapper JSON = new ObjectMapper();

    private LoadBench() {}

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("hearth-load-");
        LoadScenario.Result result = new LoadScenario(LoadScenario.Settings.fromProperties(), dir).run();
        report(result, System.out);
        result.problems().forEach(p -> System.err.println("load: " + p));
        System.exit(result.problems().isEmpty() ? 0 : 1);
    }

    /**
     * Prints each line as JSON and writes them all to target/bench/load.jsonl of the hub module,
     * the hub's log beside them (load-hub.log).
     */
    static void report(LoadScenario.Result result, PrintStream out) throws IOException {
        List<Map<String, Object>> lines = result.lines();
        List<String> json = new ArrayList<>();
        for (Map<String, Object> line : lines) {
            try {
                json.add(JSON.writeValueAsString(line));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("could not write a bench line", e);
            }
        }
        json.forEach(out::println);
        out.flush();
        Path file = hubModule().resolve("target/bench/load.jsonl");
        Files.createDirectories(file.getParent());
        Files.write(file, json);
        if (Files.isRegularFile(result.hubLog())) {
            Files.copy(result.hubLog(), file.resolveSibling("load-hub.log"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static Path hubModule() {
        String basedir = System.getProperty("basedir");
        if (basedir != null) {
            return Path.of(basedir);
        }
        return Files.isRegularFile(Path.of("hub/pom.xml")) ? Path.of("hub") : Path.of(".");
    }
}
