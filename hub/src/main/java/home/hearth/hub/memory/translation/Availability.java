package home.hearth.hub.memory.translation;

/** Whether memories can be translated here: the translator, or why not (one sentence for the log and /health). */
public sealed interface Availability {
    record Ready(ApertiumTranslator translator) implements Availability {}

    record Missing(String reason) implements Availability {}
}
