package home.hearth.hub.conversation.internal;

import static home.hearth.hub.conversation.internal.ToolCatalog.*;

import home.hearth.devices.Device;
import home.hearth.devices.Inventory;
import home.hearth.hub.conversation.model.ToolSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Offers the model only the tools a request plausibly needs, from its words (English and
 * Portuguese): device tools when it names a device, a room or a kind of device, the command tool
 * only with a verb that changes something; memory tools for personal or remember/forget words;
 * timer tools for timer words; {@code task_start} for a change to devices said in stages or to
 * many at once ("then", "after", "wait", "all"), the other task tools for task words. A question about the weather gets no device tools. Fewer tools mean
 * a shorter prompt and fewer wrong calls.
 */
public final class ToolRouter {
    private static final Set<String> DEVICE_WORDS = Set.of("light", "door", "lock", "locked", "unlocked", "thermostat",
            "heating", "temperature", "temperatura", "plug", "socket", "coffee", "machine", "sensor", "motion", "contact",
            "window", "janela", "device", "devices", "dispositivo", "dispositivos");
    private static final Set<String> COMMAND_WORDS = Set.of("turn", "switch", "set", "put", "lock", "unlock", "dim",
            "brighten", "open", "close", "start", "stop", "make", "warm", "heat", "raise", "lower", "liga", "desliga", "acende",
            "apaga", "tranca", "destranca", "abre", "fecha", "poe", "mete", "aumenta", "baixa", "sobe", "regula");
    private static final Set<String> MEMORY_WORDS = Set.of("remember", "forget", "know", "told", "tell", "my", "me", "i",
            "mine", "favourite", "favorite", "prefer", "lembra", "lembras", "esquece", "sabes", "disse", "meu", "minha",
            "mim", "eu", "prefiro", "preferido", "preferida");
    private static final Set<String> SAVE_WORDS = Set.of("remember", "note", "keep", "save", "lembra", "guarda", "memoriza",
            "anota");
    private static final Set<String> FORGET_WORDS = Set.of("forget", "esquece", "esquecer");
    private static final Set<String> TIMER_WORDS = Set.of("timer", "timers", "alarm", "minute", "minutes", "second",
            "seconds", "hour", "hours", "temporizador", "temporizadores", "alarme", "minuto", "minutos", "segundos", "hora",
            "horas");
    private static final Set<String> SEQUENCE_WORDS = Set.of("then", "after", "afterwards", "wait", "later", "all",
            "every", "each", "everything", "sequence", "depois", "espera", "esperar", "seguida", "todas", "todos", "tudo",
            "cada");
    private static final Set<String> TASK_WORDS = Set.of("task", "tasks", "job", "jobs", "tarefa", "tarefas");
    private final Inventory inventory;

    public ToolRouter(Inventory inventory) {
        this.inventory = inventory;
    }

    public List<ToolSpec> offer(String text) {
        Set<String> words = words(text);
        List<String> names = new ArrayList<>();
        if (namesADevice(words)) {
            names.add(DEVICE_STATE);
            if (!Collections.disjoint(words, COMMAND_WORDS)) {
                names.add(DEVICE_COMMAND);
                if (!Collections.disjoint(words, SEQUENCE_WORDS)) {
                    names.add(TASK_START);
                }
            }
        }
        if (!Collections.disjoint(words, TASK_WORDS)) {
            names.addAll(List.of(TASK_STATUS, TASK_CANCEL));
        }
        if (!Collections.disjoint(words, MEMORY_WORDS) || !Collections.disjoint(words, SAVE_WORDS)) {
            names.add(MEMORY_SEARCH);
        }
        if (!Collections.disjoint(words, SAVE_WORDS)) {
            names.add(MEMORY_SAVE);
        }
        if (!Collections.disjoint(words, FORGET_WORDS)) {
            names.add(MEMORY_FORGET);
        }
        if (!Collections.disjoint(words, TIMER_WORDS)) {
            names.addAll(List.of(TIMER_SET, TIMER_LIST, TIMER_CANCEL));
        }
        return names.stream().map(ToolCatalog::spec).toList();
    }

    private boolean namesADevice(Set<String> words) {
        Set<String> canonical = DeviceFinder.tokens(String.join(" ", words));
        if (!Collections.disjoint(canonical, DEVICE_WORDS) || !Collections.disjoint(words, DEVICE_WORDS)) {
            return true;
        }
        for (Device d : inventory.all()) {
            Set<String> own = new HashSet<>(DeviceFinder.tokens(d.name()));
            d.aliases().forEach(a -> own.addAll(DeviceFinder.tokens(a)));
            own.addAll(DeviceFinder.tokens(d.room()));
            if (!Collections.disjoint(canonical, own)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> words(String text) {
        return new HashSet<>(List.of(home.hearth.hub.conversation.intents.IntentReader.normalise(text).split("[\\s\\-_/]+")));
    }
}
