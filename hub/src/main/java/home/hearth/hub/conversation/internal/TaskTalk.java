package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskState;

/** How a task's state is told in a turn, in English or Portuguese. */
final class TaskTalk {
    private TaskTalk() {}

    static String status(Task t, Language l) {
        String result = t.progress().result().map(r -> " " + r).orElse("");
        return "\"" + t.plan().title() + "\": " + state(t.state(), l) + l.say(", " + t.stepsDone() + " of " + t.stepsTotal()
                + " steps done.", ", " + t.stepsDone() + " de " + t.stepsTotal() + " passos feitos.")
                + (t.state().finished() ? result : "");
    }

    static String cancelled(Task t, Language l) {
        return l.say("Cancelled \"" + t.plan().title() + "\" after " + t.stepsDone() + " of " + t.stepsTotal() + " steps.",
                "Cancelei \"" + t.plan().title() + "\" depois de " + t.stepsDone() + " de " + t.stepsTotal() + " passos.");
    }

    static String state(TaskState s, Language l) {
        return switch (s) {
            case QUEUED -> l.say("waiting to start", "à espera de começar");
            case RUNNING -> l.say("running", "a correr");
            case DONE -> l.say("finished", "terminada");
            case FAILED -> l.say("failed", "falhou");
            case CANCELLED -> l.say("cancelled", "cancelada");
            case INTERRUPTED -> l.say("interrupted", "interrompida");
        };
    }
}
