package home.hearth.hub.web.tasks;

import home.hearth.hub.conversation.tasks.Cancellation;
import home.hearth.hub.conversation.tasks.Task;
import home.hearth.hub.conversation.tasks.Tasks;
import home.hearth.hub.web.ApiException;
import home.hearth.hub.web.RequestPrincipal;
import home.hearth.hub.web.Responses;
import home.hearth.policies.MemberId;
import home.hearth.policies.Principal;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Background tasks under {@code /api/v1/tasks}: a member lists and reads their own tasks (state,
 * progress, each step's outcome, the result) and cancels one that is still queued or running.
 * Another member's task is "not found", exactly like an id that exists nowhere — even for the
 * admin, whose {@code ?all=true} list shows every task's owner, kind, room, state, progress and
 * times but never another member's title, steps or result (member content, sealed with their key).
 */
public final class TasksApi implements HttpService {
    private static final Pattern ID = Pattern.compile("task-[0-9a-f]{24}");
    private final Tasks tasks;

    public TasksApi(Tasks tasks) {
        this.tasks = tasks;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::list)
                .get("/{id}", this::one)
                .post("/{id}/cancel", this::cancel);
    }

    private void list(ServerRequest req, ServerResponse res) {
        Principal who = RequestPrincipal.require(req);
        MemberId me = member(who);
        boolean all = req.query().first("all").map(Boolean::parseBoolean).orElse(false);
        if (all) {
            RequestPrincipal.requireAdmin(req, "Only the household admin can list everybody's tasks.");
        }
        List<Task> found = all ? tasks.all() : tasks.of(me);
        Responses.ok(res, Map.of("tasks", found.stream().map(t -> TaskViews.view(t, me)).toList()));
    }

    private void one(ServerRequest req, ServerResponse res) {
        MemberId me = member(RequestPrincipal.require(req));
        Task t = tasks.find(me, id(req)).orElseThrow(() -> ApiException.notFound("Task"));
        Responses.ok(res, TaskViews.view(t, me));
    }

    private void cancel(ServerRequest req, ServerResponse res) {
        MemberId me = member(RequestPrincipal.require(req));
        switch (tasks.cancel(me, id(req))) {
            case Cancellation.Cancelled c -> Responses.ok(res, TaskViews.view(c.task(), me));
            case Cancellation.AlreadyFinished f -> throw ApiException.conflict("The task has already ended ("
                    + f.task().state().wireName() + "); there is nothing left to cancel.");
            case Cancellation.NotFound n -> throw ApiException.notFound("Task");
        }
    }

    /** The path's task id; a malformed one is refused before any lookup (it cannot be anybody's). */
    private static String id(ServerRequest req) {
        String id = req.path().pathParameters().get("id");
        if (!ID.matcher(id).matches()) {
            throw ApiException.badRequest("A task id looks like task-<24 hex digits> (from GET /api/v1/tasks), got: "
                    + (id.length() > 40 ? id.substring(0, 40) + "…" : id));
        }
        return id;
    }

    private static MemberId member(Principal who) {
        return who.member().orElseThrow(ApiException::unauthorized);
    }
}
