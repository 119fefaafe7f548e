package home.hearth.hub.memory.values;

import home.hearth.hub.memory.search.Validity;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The optional parts of a new memory.
 *
 * @param validity when and in which contexts it may be used for answers
 * @param importance 0–1
 * @param happenedAt when an episodic event happened
 * @param evidence a ticket or tool evidence for an episodic memory
 * @param links what a summary summarises; a summary needs at least one
 * @param working the session and time to live of a working memory
 */
public record DraftDetails(
        Validity validity,
        double importance,
        Optional<Instant> happenedAt,
        String evidence,
        List<String> links,
        Optional<WorkingTerm> working) {
    public static final DraftDetails NONE =
            new DraftDetails(Validity.ALWAYS, 0.5, Optional.empty(), "", List.of(), Optional.empty());

    public DraftDetails {
        Objects.requireNonNull(validity, "validity");
        if (!(importance >= 0 && importance <= 1)) {
            throw new IllegalArgumentException("importance must be between 0 and 1, got: " + importance);
        }
        Objects.requireNonNull(happenedAt, "happenedAt");
        evidence = evidence == null ? "" : evidence;
        links = List.copyOf(links);
        Objects.requireNonNull(working, "working");
    }

    /**
     * A working memory's session (or task) and how long it lives.
     *
     * @param ttl 1 minute to 30 days
     */
    public record WorkingTerm(Optional<String> session, Duration ttl) {
        public WorkingTerm {
            Objects.requireNonNull(session, "session");
            if (ttl.compareTo(Duration.ofMinutes(1)) < 0 || ttl.compareTo(Duration.ofDays(30)) > 0) {
                throw new IllegalArgumentException("a working memory's ttl must be 1 minute to 30 days, got: " + ttl);
            }
        }
    }
}
