package home.hearth.hub.conversation.tasks.internal;

import home.hearth.hub.conversation.intents.Language;
import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskState;
import java.util.List;

/** The closing sentences of a task, in its language: its result, and what is said in its room at the end. */
public final class TaskWording {
    private TaskWording() {}

    /** DONE when at least one device step did its part (or there were none), else FAILED. */
    public static TaskState ending(List<StepOutcome> outcomes) {
        boolean anyDevice = outcomes.stream().anyMatch(o -> !o.outcome().equals("waited"));
        boolean anyDone = outcomes.stream().anyMatch(o -> !o.outcome().equals("waited") && o.succeeded());
        return !anyDevice || anyDone ? TaskState.DONE : TaskState.FAILED;
    }

    /** "Done: 3 of 4 steps. Not done: the kitchen light: Children can't …" */
    public static String result(Task t, List<StepOutcome> outcomes, TaskState state) {
        Language l = t.plan().language();
        List<String> problems = outcomes.stream().filter(o -> !o.succeeded()).map(StepOutcome::message).toList();
        long good = outcomes.size() - problems.size();
        String head = state == TaskState.DONE
                ? l.say("Done: " + good + " of " + t.stepsTotal() + " steps.", "Feito: " + good + " de " + t.stepsTotal() + " passos.")
                : l.say("Nothing could be done.", "Não foi possível fazer nada.");
        return problems.isEmpty() ? head : head + l.say(" Not done: ", " Por fazer: ") + String.join(" ", problems);
    }

    public static String cancelled(Task t) {
        return t.plan().language().say("Cancelled after " + t.stepsDone() + " of " + t.stepsTotal() + " steps; the rest was not done.",
                "Cancelada depois de " + t.stepsDone() + " de " + t.stepsTotal() + " passos; o resto não foi feito.");
    }

    public static String interrupted(Task t) {
        return t.plan().language().say("Interrupted: the hub stopped after " + t.stepsDone() + " of " + t.stepsTotal()
                + " steps; the rest was not done.", "Interrompida: o hub parou depois de " + t.stepsDone() + " de "
                + t.stepsTotal() + " passos; o resto não foi feito.");
    }

    public static String broken(Language l) {
        return l.say("Something went wrong while doing it; the rest was not done.",
                "Algo correu mal pelo caminho; o resto não foi feito.");
    }

    /** What is said in the task's room when it ends. */
    public static String announcement(Task t, TaskState state, String result) {
        Language l = t.plan().language();
        String title = t.plan().title();
        return (state == TaskState.DONE ? l.say("The task \"" + title + "\" is finished. ", "A tarefa \"" + title + "\" terminou. ")
                : l.say("The task \"" + title + "\" did not work. ", "A tarefa \"" + title + "\" não resultou. ")) + result;
    }
}
