package home.hearth.hub.voice.rooms;

import java.util.Objects;

/** A freshly issued microphone token: shown once to the admin, never stored nor logged ({@link #toString()} hides it). */
public record IssuedMicrophone(Microphone microphone, String token) {
    public IssuedMicrophone {
        Objects.requireNonNull(microphone, "microphone");
        Objects.requireNonNull(token, "token");
    }

    @Override
    public String toString() {
        return "IssuedMicrophone[" + microphone + "]";
    }
}
