package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.model.ToolSpec;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The tools a language model may be offered, by name; what each does is {@link ToolRunner}'s. */
public final class ToolCatalog {
    public static final String DEVICE_STATE = "device_state";
    public static final String DEVICE_COMMAND = "device_command";
    public static final String MEMORY_SEARCH = "memory_search";
    public static final String MEMORY_SAVE = "memory_save";
    public static final String MEMORY_FORGET = "memory_forget";
    public static final String TIMER_SET = "timer_set";
    public static final String TIMER_LIST = "timer_list";
    public static final String TIMER_CANCEL = "timer_cancel";
    public static final String TASK_START = "task_start";
    public static final String TASK_STATUS = "task_status";
    public static final String TASK_CANCEL = "task_cancel";
    /** Tools that change something: a reply may say it did something only after one of these. */
    public static final Set<String> ACTIONS = Set.of(DEVICE_COMMAND, MEMORY_SAVE, MEMORY_FORGET, TIMER_SET, TIMER_CANCEL,
            TASK_START, TASK_CANCEL);

    private static final Map<String, ToolSpec> BASE = Map.of(
            DEVICE_STATE, new ToolSpec(DEVICE_STATE, "Reads a device's state live (on/off, locked, open, temperature, "
                    + "motion), with the time of the reading.", object("\"device\":" + text("the device's name, alias or "
                    + "room as the member said it, e.g. kitchen light"), "device")),
            DEVICE_COMMAND, new ToolSpec(DEVICE_COMMAND, "Makes a device do something, under the household's rules "
                    + "(some actions are refused or need the member's confirmation).", object("\"device\":"
                    + text("the device's name, alias or room as the member said it") + ",\"action\":{\"type\":\"string\","
                    + "\"enum\":[\"on\",\"off\",\"lock\",\"unlock\",\"set_temperature\",\"brightness\"]},\"value\":{\"type\":"
                    + "\"number\",\"description\":\"degrees Celsius for set_temperature, percent for brightness\"}",
                    "device", "action")),
            MEMORY_SEARCH, new ToolSpec(MEMORY_SEARCH, "Searches what this member (or the household) asked you to remember.",
                    object("\"query\":" + text("what to look for"), "query")),
            MEMORY_SAVE, new ToolSpec(MEMORY_SAVE, "Remembers something the member explicitly asked you to remember.",
                    object("\"text\":" + text("what to remember, as one sentence") + ",\"for_household\":{\"type\":"
                            + "\"boolean\",\"description\":\"true when it is for everyone in the house\"}", "text")),
            MEMORY_FORGET, new ToolSpec(MEMORY_FORGET, "Forgets one thing the member asked you to remember (the member "
                    + "is asked to confirm).", object("\"what\":" + text("what to forget"), "what")),
            TIMER_SET, new ToolSpec(TIMER_SET, "Sets a timer announced in this room.",
                    object("\"minutes\":{\"type\":\"number\",\"description\":\"how long, in minutes\"}", "minutes")),
            TIMER_LIST, new ToolSpec(TIMER_LIST, "Lists the timers and reminders that are on.", object("")),
            TIMER_CANCEL, new ToolSpec(TIMER_CANCEL, "Cancels the next timer, or all of them.",
                    object("\"all\":{\"type\":\"boolean\"}")));

    /** Background tasks: a sequence of device steps and waits, how they go, cancelling them. */
    private static final Map<String, ToolSpec> TASKS = Map.of(TASK_START, new ToolSpec(TASK_START,
                    "Starts a background task: several device actions in order, optionally with waits between them "
                    + "(each action under the household's rules; the member can ask how it goes or cancel it).",
                    object("\"title\":" + text("a short title for the member, e.g. Evening lights") + ",\"steps\":{\"type\":"
                    + "\"array\",\"maxItems\":20,\"items\":{\"type\":\"object\",\"properties\":{\"device\":"
                    + text("the device's name, alias or room as the member said it") + ",\"action\":{\"type\":\"string\","
                    + "\"enum\":[\"on\",\"off\",\"lock\",\"set_temperature\",\"brightness\"]},\"value\":{\"type\":"
                    + "\"number\"},\"wait_seconds\":{\"type\":\"number\",\"description\":\"instead of a device: wait "
                    + "this long (1-3600 seconds) before the next step\"}}}}", "title", "steps")),
            TASK_STATUS, new ToolSpec(TASK_STATUS, "Tells how the member's background tasks are going.", object("")),
            TASK_CANCEL, new ToolSpec(TASK_CANCEL, "Cancels the member's running background task, or all of them.",
                    object("\"all\":{\"type\":\"boolean\"}")));
    private static final Map<String, ToolSpec> ALL = merged();

    private ToolCatalog() {}

    public static ToolSpec spec(String name) {
        ToolSpec spec = ALL.get(name);
        if (spec == null) {
            throw new IllegalArgumentException("no tool called " + name);
        }
        return spec;
    }

    private static Map<String, ToolSpec> merged() {
        Map<String, ToolSpec> all = new HashMap<>(BASE);
        all.putAll(TASKS);
        return Map.copyOf(all);
    }

    private static String text(String description) {
        return "{\"type\":\"string\",\"description\":\"" + description + "\"}";
    }

    private static String object(String properties, String... required) {
        return "{\"type\":\"object\",\"properties\":{" + properties + "},\"required\":["
                + String.join(",", List.of(required).stream().map(r -> "\"" + r + "\"").toList()) + "]}";
    }
}
