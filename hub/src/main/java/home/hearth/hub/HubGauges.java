package home.hearth.hub;

import home.hearth.hub.HubWiring.Features;
import home.hearth.hub.conversation.Conversations;
import home.hearth.hub.conversation.TurnStats;
import home.hearth.hub.conversation.learning.LearningStats;
import home.hearth.hub.conversation.tasks.TaskState;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.web.HubMetrics;

/** What {@code /metrics} shows beside the request counter: one gauge per figure, read when scraped. */
final class HubGauges {
    private HubGauges() {}

    static void register(HubMetrics metrics, Features features, Conversations turns) {
        metrics.gauge("hearth_jvm_heap_used_bytes", () -> Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory());
        metrics.gauge("hearth_memory_index_documents", () -> features.memories().search().index().size());
        metrics.gauge("hearth_mqtt_connected", () -> features.devices().connected() ? 1 : 0);
        metrics.gauge("hearth_automation_busy_total", () -> features.devices().automationBusyAnswers());
        metrics.gauge("hearth_automation_unanswered_total", () -> features.devices().automationUnanswered());
        metrics.gauge("hearth_discovery_refused_total", () -> features.devices().discoveryRefused());
        metrics.gauge("hearth_devices", () -> features.devices().inventory().all().size());
        turns(metrics, turns.stats());
        learning(metrics, turns.learned());
        tasks(metrics, features.tasks());
        features.rooms().metrics(metrics);
    }

    /** Typed and spoken turns alike: how many, and each milestone's p50/p95 in ms. */
    private static void turns(HubMetrics metrics, TurnStats stats) {
        metrics.gauge("hearth_turns_total", stats::turns);
        metrics.gauge("hearth_turn_model_turns_total", stats::modelTurns);
        metrics.gauge("hearth_turn_tokens_in_total", stats::tokensIn);
        metrics.gauge("hearth_turn_tokens_out_total", stats::tokensOut);
        metrics.gauge("hearth_turn_tool_calls_total", stats::toolCalls);
        metrics.gauge("hearth_turn_context_chars_total", stats::contextChars);
        for (String m : TurnStats.MILESTONES) {
            metrics.gauge("hearth_turn_" + m + "_ms_p50", () -> stats.quantileMs(m, 0.5));
            metrics.gauge("hearth_turn_" + m + "_ms_p95", () -> stats.quantileMs(m, 0.95));
        }
    }

    /** Memory extraction in batches: runs, candidates and what the entry gate made of them. */
    private static void learning(HubMetrics metrics, LearningStats learned) {
        metrics.gauge("hearth_extraction_runs_total", learned::runs);
        metrics.gauge("hearth_extraction_candidates_total", learned::candidates);
        metrics.gauge("hearth_extraction_stored_total", learned::stored);
        metrics.gauge("hearth_extraction_asked_total", learned::asked);
        metrics.gauge("hearth_extraction_refused_total", learned::refused);
        metrics.gauge("hearth_extraction_failed_total", learned::failed);
        metrics.gauge("hearth_extraction_forgotten_total", learned::forgotten);
        metrics.gauge("hearth_consolidations_total", learned::consolidations);
        metrics.gauge("hearth_consolidations_skipped_total", learned::consolidationsSkipped);
    }

    /** Background tasks: queued and running now, and how those finished since start ended. */
    private static void tasks(HubMetrics metrics, Tasks tasks) {
        metrics.gauge("hearth_tasks_queued", () -> tasks.stats().queued());
        metrics.gauge("hearth_tasks_running", () -> tasks.stats().running());
        for (TaskState s : TaskState.values()) {
            if (s.finished()) {
                metrics.gauge("hearth_tasks_" + s.wireName() + "_total", () -> tasks.stats().finished(s));
            }
        }
    }
}
