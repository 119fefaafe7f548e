package home.hearth.profiles.voice;

import java.util.Objects;
import java.util.Optional;

/**
 * Where an enrolment stands, with a sentence for the person enrolling.
 *
 * @param accepted utterances accepted so far
 * @param needed utterances needed before {@link EnrolmentSession#finish()} may store the print
 * @param problem why the last utterance was refused, if it was
 * @param message what to tell the person ("too quiet: move closer …", "2 of 3 done")
 */
public record EnrolmentProgress(int accepted, int needed, Optional<AudioProblem> problem, String message) {
    public EnrolmentProgress {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(message, "message");
    }

    public boolean complete() {
        return accepted >= needed;
    }
}
