package home.hearth.profiles.voice;

import java.util.Locale;

/** Why a piece of audio was refused; the wire code is the lower-case name ({@code too-quiet}). */
public enum AudioProblem {
    EMPTY,
    WRONG_FORMAT,
    TOO_SHORT,
    NO_SPEECH,
    TOO_QUIET,
    CLIPPED,
    /** Enrolment only: the utterance does not sound like the member's earlier ones. */
    DIFFERENT_VOICE;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
