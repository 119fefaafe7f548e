package home.hearth.profiles.voice;

import home.hearth.profiles.ProfilesException;

/** Audio that cannot be used, with what to do about it ("too quiet: move closer …"). */
public final class BadAudioException extends ProfilesException {
    private final AudioProblem problem;

    public BadAudioException(AudioProblem problem, String message) {
        super(message);
        this.problem = problem;
    }

    public AudioProblem problem() {
        return problem;
    }
}
