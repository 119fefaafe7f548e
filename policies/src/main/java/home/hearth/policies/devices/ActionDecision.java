package home.hearth.policies.devices;

/**
 * The device-action rules' answer, with a sentence the user hears.
 *
 * <ul>
 *   <li>{@link Allow}: go ahead.
 *   <li>{@link Confirm}: ask "are you sure?" first, then decide again with {@code confirmed=true}.
 *   <li>{@link AskWhoIsSpeaking}: the speaker is only uncertain; ask who is speaking.
 *   <li>{@link Deny}: never, for this principal.
 * </ul>
 */
public sealed interface ActionDecision {
    String reason();

    default boolean allowed() {
        return this instanceof Allow;
    }

    /**
     * The machine-readable error code every door (REST, MQTT) answers a refusal with:
     * {@code confirmation_required}, {@code identity_required} or {@code refused}.
     */
    default String refusalCode() {
        return switch (this) {
            case Confirm c -> "confirmation_required";
            case AskWhoIsSpeaking a -> "identity_required";
            case Allow a -> throw new IllegalStateException("an allowed action has no refusal code");
            case Deny d -> "refused";
        };
    }

    record Allow(String reason) implements ActionDecision {}

    record Confirm(String reason) implements ActionDecision {}

    record AskWhoIsSpeaking(String reason) implements ActionDecision {}

    record Deny(String reason) implements ActionDecision {}
}
