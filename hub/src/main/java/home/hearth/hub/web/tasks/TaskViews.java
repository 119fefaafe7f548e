package home.hearth.hub.web.tasks;

import home.hearth.hub.conversation.tasks.StepOutcome;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.TaskStep;
import home.hearth.policies.MemberId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A task as JSON: everything for its member; for anyone else (the admin's list) no title, steps or result. */
final class TaskViews {
    private TaskViews() {}

    static Map<String, Object> view(Task t, MemberId viewer) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", t.id());
        v.put("owner", t.member().value());
        v.put("kind", t.plan().kind().wireName());
        v.put("state", t.state().wireName());
        v.put("progress", Map.of("done", t.stepsDone(), "total", t.stepsTotal()));
        t.room().ifPresent(r -> v.put("room", r));
        if (t.member().equals(viewer)) {
            v.put("title", t.plan().title());
            v.put("steps", steps(t));
            t.progress().result().ifPresent(r -> v.put("result", r));
        }
        v.put("createdAt", t.times().createdAt().toString());
        t.times().startedAt().map(Instant::toString).ifPresent(s -> v.put("startedAt", s));
        t.times().finishedAt().map(Instant::toString).ifPresent(s -> v.put("finishedAt", s));
        return v;
    }

    private static List<Map<String, Object>> steps(Task t) {
        List<Map<String, Object>> out = new ArrayList<>();
        List<StepOutcome> done = t.progress().outcomes();
        for (int i = 0; i < t.stepsTotal(); i++) {
            TaskStep s = t.plan().steps().get(i);
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("description", s.description());
            if (s instanceof TaskStep.DeviceAction d) {
                step.put("device", d.device().value());
            } else if (s instanceof TaskStep.Wait w) {
                step.put("waitSeconds", w.length().toMillis() / 1000.0);
            }
            if (i < done.size()) {
                step.put("outcome", done.get(i).outcome());
                step.put("message", done.get(i).message());
            }
            out.add(step);
        }
        return out;
    }
}
