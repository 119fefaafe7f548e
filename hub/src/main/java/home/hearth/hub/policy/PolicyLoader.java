package home.hearth.hub.policy;

import home.hearth.hub.config.ConfigException;
import home.hearth.policies.Policies;
import home.hearth.policies.config.NamedText;
import home.hearth.policies.config.PolicyFileException;
import home.hearth.policies.config.PolicyFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads the household's policy override (the one piece of I/O the pure {@code policies} module
 * leaves to the hub). A broken file never silently falls back to the defaults: the hub refuses to
 * start and lists every problem with its line.
 */
public final class PolicyLoader {
    private PolicyLoader() {}

    public static Policies load(Optional<Path> overrideFile) {
        if (overrideFile.isEmpty()) {
            return new Policies(PolicyFiles.defaults());
        }
        Path file = overrideFile.get();
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ConfigException("policy.file: cannot read " + file + " (" + e.getMessage() + ")");
        }
        try {
            return new Policies(PolicyFiles.withOverride(new NamedText(file.getFileName().toString(), text)));
        } catch (PolicyFileException e) {
            throw new ConfigException("the household policy " + file + " has errors, so the hub will not start:\n"
                    + e.getMessage());
        }
    }
}
