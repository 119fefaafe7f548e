package home.hearth.devices;

import home.hearth.policies.Principal;
import java.util.Objects;

/**
 * Who asks for a command: the principal the device-action rules judge, and the actor name the
 * audit log records ({@code alice}, {@code unknown}, {@code automation:node-red}).
 */
public record Requester(Principal principal, String actor) {
    public Requester {
        Objects.requireNonNull(principal, "principal");
        if (actor == null || actor.isBlank()) {
            throw new IllegalArgumentException("a requester needs an actor name for the audit log");
        }
    }

    /** A person: the actor is the member id, or {@code unknown}. */
    public static Requester of(Principal principal) {
        return new Requester(principal, principal.member().map(Object::toString).orElse("unknown"));
    }

    /** An MQTT automation client acting with the given principal. */
    public static Requester automation(String client, Principal principal) {
        return new Requester(principal, "automation:" + client);
    }
}
