package home.hearth.hub.memory.search;

import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * When a memory may be used for answers: inside its window and, when it names contexts
 * (weekend, vacation, summer, …), only while one of them holds. Outside, it stays visible on the
 * review page but is not used for answers.
 */
public record Validity(Optional<Instant> from, Optional<Instant> until, Set<String> contexts) {
    public static final Validity ALWAYS = new Validity(Optional.empty(), Optional.empty(), Set.of());

    public Validity {
        contexts = Set.copyOf(contexts);
    }
}
